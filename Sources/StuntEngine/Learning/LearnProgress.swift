import Foundation
import StuntFiles
import StuntSession

/// How many steps of each lesson the learner has done, kept across sessions in
/// `$XDG_STATE_HOME/stunt/learn` (`~/.local/state/stunt/learn`), beside the REPL's history: one
/// line per lesson, `<name> <steps done>`. Without a path it lives for the session only.
@MainActor
public final class LearnProgress {
  public let path: String?
  /// Read from the file on first use: a session that never learns never reads it.
  private var read: [String: Int]?
  private var done: [String: Int] {
    get {
      if let read { return read }
      let made = Self.read(path)
      read = made
      return made
    }
    set { read = newValue }
  }

  public init(path: String?) {
    self.path = path
  }

  private static func read(_ path: String?) -> [String: Int] {
    // A regular file only, and a small one: the file is a few lines, never a device or a FIFO.
    guard let path, let bytes = try? RegularFile.read(path, limit: 64 * 1024) else { return [:] }
    var done: [String: Int] = [:]
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
      let fields = line.split(separator: " ")
      if fields.count == 2, let count = Int(fields[1]), count >= 0 { done[String(fields[0])] = count }
    }
    return done
  }

  /// The file under the XDG state folder, or nil when there is no home to keep it in.
  public static func standardPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    StateFolder.file("learn", environment: environment)
  }

  public func stepsDone(_ lesson: String) -> Int {
    done[lesson] ?? 0
  }

  /// Keeps `count` for `lesson`; a write that fails costs the progress, never the lesson.
  func record(_ lesson: String, stepsDone count: Int) {
    guard done[lesson] != count else { return }
    done[lesson] = count
    guard let path else { return }
    let folder = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let text = done.keys.sorted().map { "\($0) \(done[$0] ?? 0)\n" }.joined()
    try? AtomicFile.write(text, to: path)
  }
}
