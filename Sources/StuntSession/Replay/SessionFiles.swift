import Foundation
import StuntFiles

/// The session files named on the command line: files as given, folders searched for
/// `*.session` and for `*.md` files that hold ```` ```session ```` blocks (hidden folders such
/// as `.build` are skipped). Paths are normalised (`./Samples` is `Samples`) and sorted, so
/// runs and shards are stable.
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
        found.insert(normalized(path))
        continue
      }
      let enumerator = FileManager.default.enumerator(atPath: path)
      while let relative = enumerator?.nextObject() as? String {
        if (relative as NSString).lastPathComponent.hasPrefix(".") {
          enumerator?.skipDescendants()
          continue
        }
        let full = (path as NSString).appendingPathComponent(relative)
        if relative.hasSuffix(".session") || (relative.hasSuffix(".md") && holdsSessions(full)) {
          found.insert(normalized(full))
        }
      }
    }
    return found.sorted()
  }

  /// `./Samples//x.session` reads `Samples/x.session`; absolute paths stay absolute.
  static func normalized(_ path: String) -> String {
    var components = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    if components.isEmpty { components = ["."] }
    return (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
  }

  static func holdsSessions(_ path: String) -> Bool {
    guard case .success(let text) = readText(path) else { return false }
    return MarkdownSessions.containsSessions(text)
  }

  /// A file's text, or why it cannot be read as UTF-8 (with the line of the first bad byte).
  /// Only regular files up to `RegularFile.largest` are read.
  public static func readText(_ path: String) -> Result<String, SessionParseError> {
    let bytes: [UInt8]
    do {
      bytes = try RegularFile.read(path)
    } catch {
      return .failure(SessionParseError(line: 1, message: error.description))
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      let valid = String(decoding: bytes, as: UTF8.self)
      let line = valid.prefix { $0 != "\u{FFFD}" }.filter { $0 == "\n" || $0 == "\r\n" }.count + 1
      return .failure(SessionParseError(line: line, message: "the file is not UTF-8 text"))
    }
    return .success(text)
  }

  /// Parses a file's text: Markdown by its `.md` extension, the session format otherwise.
  public static func parse(_ text: String, path: String) throws(SessionParseError) -> SessionDocument {
    let document = path.hasSuffix(".md") ? try MarkdownSessions.parse(text, path: path) : try SessionParser.parse(text, path: path)
    // A lesson's steps, goals and hints are checked before anything runs.
    _ = try Lesson(document)
    return document
  }

  /// Reads and parses one file for replay: Markdown by its `.md` extension, the session
  /// format otherwise. A file without a single command could never fail, so it is an error.
  public static func load(_ path: String) -> Result<SessionDocument, SessionParseError> {
    loadWithText(path).map(\.document)
  }

  /// `load`, with the text the document was parsed from.
  public static func loadWithText(_ path: String) -> Result<(text: String, document: SessionDocument), SessionParseError> {
    let text: String
    let document: SessionDocument
    do throws(SessionParseError) {
      text = try readText(path).get()
      document = try parse(text, path: path)
    } catch {
      return .failure(error)
    }
    guard !document.commands.isEmpty else {
      return .failure(SessionParseError(
        line: 1,
        message: path.hasSuffix(".md")
          ? "no ```session block with commands: nothing to replay"
          : "no commands (lines `  > command`): nothing to replay"))
    }
    return .success((text, document))
  }
}
