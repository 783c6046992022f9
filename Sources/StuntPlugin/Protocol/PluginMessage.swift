import StuntEngine
import StuntKit

/// The results of the requests about the session itself (`initialize`, `module/load`); a
/// question about an instance declares its own (`ModuleQuestions`).
package enum PluginMessage {
  package struct Initialized: Codable, Sendable {
    package var protocolVersion: Int
    package var server: String
    package var modules: [ModuleDescriptor]
    /// What it does beyond the first requests of version 1 (`PluginFeature`, by name; names it
    /// does not know are ignored). Absent: none.
    package var features: [String]? = nil
  }

  package struct Loaded: Codable, Sendable {
    package var instance: Int
  }
}
