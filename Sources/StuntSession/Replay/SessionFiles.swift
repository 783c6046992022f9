import Foundation

/// The session files named on the command line: files as given, folders searched for
/// `*.session` and for `*.md` files that hold ```` ```session ```` blocks. Sorted, so runs and
/// shards are stable.
public enum SessionFiles {
  public struct Missing: Error, Equatable, Sendable {
    public var path: String
  }

  public static func find(_ paths: [String]) throws(Missing) -> [String] {
    var found = Set<String>()
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Missing(path: path) }
      if !isDirectory.boolValue {
        found.insert(path)
        continue
      }
      let enumerator = FileManager.default.enumerator(atPath: path)
      while let relative = enumerator?.nextObject() as? String {
        let full = (path as NSString).appendingPathComponent(relative)
        if relative.hasSuffix(".session") || (relative.hasSuffix(".md") && holdsSessions(full)) {
          found.insert(full)
        }
      }
    }
    return found.sorted()
  }

  static func holdsSessions(_ path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path) else { return false }
    return MarkdownSessions.containsSessions(String(decoding: data, as: UTF8.self))
  }

  /// Reads and parses one file: Markdown by its `.md` extension, the session format otherwise.
  public static func load(_ path: String) -> Result<SessionDocument, SessionParseError> {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(SessionParseError(line: 1, message: "cannot read the file"))
    }
    guard let text = String(validating: Array(data), as: UTF8.self) else {
      return .failure(SessionParseError(line: 1, message: "the file is not UTF-8 text"))
    }
    do {
      return .success(
        path.hasSuffix(".md") ? try MarkdownSessions.parse(text, path: path) : try SessionParser.parse(text, path: path))
    } catch {
      return .failure(error)
    }
  }
}
