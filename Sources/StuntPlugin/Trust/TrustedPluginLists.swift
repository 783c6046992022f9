import Foundation
import StuntFiles
import StuntSession

/// The `.stunt-plugins` files the user trusted with `stunt trust`, each by its resolved path and
/// the SHA-256 of its content, kept in the state folder as `trusted-plugins`: one
/// `<sha256> <path>` line per file, sorted by path. A file whose content changed is no longer
/// trusted, so an edit (a `git pull`, a new plugin line) asks again.
public struct TrustedPluginLists: Equatable, Sendable {
  public static let fileName = "trusted-plugins"

  /// Where the lists are kept.
  public let path: String
  /// Resolved path → the digest it was trusted with.
  public private(set) var digests: [String: String]

  /// The user's, in the state folder; nil when there is no state folder (no `XDG_STATE_HOME`
  /// and no `HOME`): then nothing is trusted, and `stunt trust` says why it cannot record.
  public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> TrustedPluginLists? {
    StateFolder.file(fileName, environment: environment).map(TrustedPluginLists.init(path:))
  }

  /// Reads the lists at `path`. A file that cannot be read (missing, not a regular file, too
  /// large) trusts nothing; a line that is not `<sha256> <path>` is skipped.
  public init(path: String) {
    self.path = path
    digests = [:]
    guard let bytes = try? RegularFile.read(path, limit: 4 << 20) else { return }
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
      let fields = line.split(separator: " ", maxSplits: 1)
      guard fields.count == 2, fields[0].count == 64, fields[1].hasPrefix("/") else { continue }
      digests[String(fields[1])] = String(fields[0])
    }
  }

  /// Whether `list` is trusted as it is now.
  public func trusts(_ list: PluginList) -> Bool {
    digests[list.resolvedPath] == list.digest
  }

  /// Whether `list` was trusted with other content: it changed since.
  public func trustedBefore(_ list: PluginList) -> Bool {
    digests[list.resolvedPath].map { $0 != list.digest } ?? false
  }

  /// Trusts `list` as it is now (not yet saved).
  public mutating func trust(_ list: PluginList) throws(FileProblem) {
    // One line per file: a path with a line break in it cannot be one.
    guard !list.resolvedPath.contains(where: \.isNewline) else { throw FileProblem("its path has a line break in it") }
    digests[list.resolvedPath] = list.digest
  }

  /// Forgets the file at `resolvedPath`; false when it was not trusted.
  public mutating func revoke(_ resolvedPath: String) -> Bool {
    digests.removeValue(forKey: resolvedPath) != nil
  }

  /// Writes the lists, creating the state folder (0700) when missing.
  public func save() throws(FileProblem) {
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw FileProblem("its folder cannot be created")
    }
    try AtomicFile.write(digests.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)\n" }.joined(), to: path)
  }
}
