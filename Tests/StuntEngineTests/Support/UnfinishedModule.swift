import StuntKit

/// A sandbox module as `stunt sandbox` writes one for a type whose init needs a value Stunt
/// could not make up: it compiles, and its `info` names what is left to write.
@MainActor
final class UnfinishedModule: StuntModule {
  struct Configuration: Sendable {
    let region: String
  }

  enum Action: ModuleAction, CaseIterable, InputSummaries {
    case ping
    var summary: String { "does nothing" }
  }

  static let info = ModuleInfo(
    name: "unfinished", summary: "a module with a value left to write", seed: "none",
    unwritten: ["the config: Configuration that Report's init takes, in madeConfig()"])
  static let slots: [any DeclaredSlot] = []

  static func madeConfig() -> Configuration {
    toBeWritten("config: Configuration")
  }

  let configuration: Configuration

  init(environment: ModuleEnvironment) {
    configuration = Self.madeConfig()
  }

  var state: any Sendable { configuration.region }

  func send(_ action: Action) {}
}
