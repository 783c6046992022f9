import Foundation
import StuntSession

/// A sample session file's text and, when it parses, its document.
public struct SampleFile: Sendable {
  public var path: String
  public var text: String
  public var document: SessionDocument?

  /// Every session file under `paths` (folders are searched as `stunt replay` searches them).
  public static func all(in paths: [String]) -> [SampleFile] {
    guard let files = try? SessionFiles.find(paths) else { return [] }
    return files.compactMap { path in
      guard case .success(let text) = SessionFiles.readText(path) else { return nil }
      return SampleFile(path: path, text: text, document: try? SessionFiles.parse(text, path: path))
    }
  }

  var commands: [String] { document?.commands.map(\.command) ?? [] }
}
