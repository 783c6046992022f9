import Foundation
import StuntSession

/// The running session, kept as a `.session` file while it runs, so that no way of leaving
/// Stunt loses it: Ctrl-D, `quit`, a closed terminal, a kill or a crash. `stunt --resume` (or
/// `resume`) runs the previous session's commands again.
///
/// Journals live in `$XDG_STATE_HOME/stunt/sessions/` (beside the history file, folder 0700,
/// files 0600), one per process, written after every command; the newest ten ended ones are kept.
public final class SessionJournal {
  /// Ended journals kept besides the running ones.
  static let kept = 10
  static let prefix = "session-"
  static let suffix = ".session"

  public let folder: String
  private let descriptor: Int32

  private init(folder: String, descriptor: Int32) {
    self.folder = folder
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// Where journals live: a `sessions` folder beside the history file.
  public static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    HistoryFile.standard(environment: environment).map { ($0.path as NSString).deletingLastPathComponent + "/sessions" }
  }

  /// Starts this process's journal, after pruning old ones; nil when the folder cannot be made
  /// or the file cannot be created (the session then goes on without one). `directives` say how
  /// the session started (`% context test`), so `resume` starts the same way.
  public static func start(in folder: String, directives: [String] = []) -> SessionJournal? {
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      return nil
    }
    prune(folder)
    let name = "\(prefix)\(getpid())-\(Int(Date().timeIntervalSince1970))\(suffix)"
    let descriptor = open(folder + "/" + name, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return nil }
    let journal = SessionJournal(folder: folder, descriptor: descriptor)
    journal.append("A session of Stunt, kept as it ran; `stunt --resume` runs its commands again.\n" + directives.map { $0 + "\n" }.joined() + "\n")
    return journal
  }

  /// The newest journal of a session that has ended (its process is gone) and ran a command.
  public static func previous(in folder: String) -> String? {
    ended(in: folder).first { path in
      // A journal holds its one line of prose until its first command.
      ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) > 100
    }
  }

  /// Appends a command and what it printed, in the session format, at once.
  public func record(command: String, report: CommandReport) {
    append(SessionWriter.lines(command: command, output: report.lines, failed: report.failed).joined(separator: "\n") + "\n")
  }

  private func append(_ text: String) {
    var bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeMutableBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard result > 0 else { return }
      written += result
    }
  }

  /// Ended journals, newest first.
  static func ended(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let journals = names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) && !isRunning($0) }.map { folder + "/" + $0 }
    let dated = journals.compactMap { path -> (String, Date)? in
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        attributes[.type] as? FileAttributeType == .typeRegular,
        let date = attributes[.modificationDate] as? Date
      else { return nil }
      return (path, date)
    }
    return dated.sorted { ($0.1, $0.0) > ($1.1, $1.0) }.map(\.0)
  }

  private static func prune(_ folder: String) {
    for path in ended(in: folder).dropFirst(kept) { try? FileManager.default.removeItem(atPath: path) }
  }

  /// Whether the process that writes this journal is still alive: this one, or another Stunt window.
  private static func isRunning(_ name: String) -> Bool {
    let digits = name.dropFirst(prefix.count).prefix { $0.isNumber }
    guard let pid = Int32(digits) else { return false }
    if pid == getpid() { return true }
    guard kill(pid, 0) == 0 || errno == EPERM else { return false }
    return !isZombie(pid)
  }

  /// A Stunt whose terminal closed has ended, but until its parent reaps it the kernel still
  /// answers for its pid: its state in `/proc` says so.
  private static func isZombie(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return stat[close...].dropFirst().trimmingCharacters(in: .whitespaces).hasPrefix("Z")
  }
}
