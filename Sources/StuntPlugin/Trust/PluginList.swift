import Foundation
import StuntFiles
import StuntSession

/// A `.stunt-plugins` file as read: where it was found, the file that is (symbolic links
/// resolved), the plugins it names, and the SHA-256 of the very bytes those names were read
/// from, so what is trusted is what is run.
public struct PluginList: Equatable, Sendable {
  /// Where it was found.
  public let file: URL
  /// The file itself, by which it is trusted: a link elsewhere to a trusted list is trusted too.
  public let resolvedPath: String
  /// One plugin path per line, as written.
  public let plugins: [String]
  public let digest: String

  /// The largest list read: a FIFO or a device there must not hang Stunt, nor a huge file fill it.
  static let largest = 64 << 10

  /// Only a regular file of at most 64 KiB is read. One plugin path per line; `#` starts a comment.
  public static func read(_ file: URL) throws(FileProblem) -> PluginList {
    let bytes = try RegularFile.read(file.path, limit: largest)
    let plugins = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
      let text = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
        .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
      return text.isEmpty ? nil : text
    }
    return PluginList(file: file, resolvedPath: resolved(file.path), plugins: plugins, digest: SHA256.hex(bytes))
  }

  /// The plugins as messages name them: control characters spelled out (`\u{1B}`), as all
  /// output spells them, so a file of binary bytes cannot drive the terminal.
  public var named: String {
    plugins.map(SessionWriter.normalized).joined(separator: ", ")
  }

  /// The plugins' absolute paths, read from the folder of the file itself, the one trusted: a
  /// link to a trusted list from another folder starts what the list starts, never what lies
  /// at the same relative paths beside the link.
  var pluginPaths: [String] {
    plugins.map { PluginPaths.absolute($0, in: URL(fileURLWithPath: resolvedPath).deletingLastPathComponent()) }
  }

  /// `path` with its symbolic links resolved; as it is (made absolute) when it names nothing.
  public static func resolved(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return URL(fileURLWithPath: path).standardizedFileURL.path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
