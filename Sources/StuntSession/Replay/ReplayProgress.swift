import Foundation

/// How far a replay worker has got: the commands it has run, then the line of the command whose
/// output it is matching. The worker keeps both in a small file that it and its parent map, so it
/// says where it is at every command without a write or a message (a JSON line per command,
/// written, read and decoded, cost a long replay a fifth of its time); the parent reads the file
/// only when the worker ended without a verdict (stopped at its time limit, or dead) to say
/// which command it was at.
public struct ReplayProgress: Sendable {
  /// A step the replay has taken.
  public enum Step: Equatable, Sendable {
    /// A command has run.
    case ran
    /// The output of the command at this file line is about to be matched.
    case matching(line: Int)
  }

  /// Where it had got to.
  public struct Position: Equatable, Sendable {
    public var finished: Int
    public var matching: Int?
  }

  /// Tells the worker where its progress file is.
  public static let variable = "STUNT_REPLAY_PROGRESS"
  /// Two 64-bit counts: the commands run, and the line being matched (0 before matching starts).
  static let size = 2 * MemoryLayout<Int64>.size

  public let path: String

  /// A new file of zeros in the temporary folder, for one worker.
  public static func create() throws -> ReplayProgress {
    let folder = FileManager.default.temporaryDirectory.path
    var template = Array((folder + "/stunt-replay-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { $0.baseAddress.map { mkstemp($0) } ?? -1 }
    guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: folder]) }
    defer { close(descriptor) }
    let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard ftruncate(descriptor, off_t(size)) == 0 else {
      unlink(path)
      throw CocoaError(.fileWriteOutOfSpace, userInfo: [NSFilePathErrorKey: path])
    }
    return ReplayProgress(path: path)
  }

  /// What the worker wrote.
  public func read() -> Position {
    guard let data = FileManager.default.contents(atPath: path), data.count >= Self.size else { return Position(finished: 0) }
    let counts = data.withUnsafeBytes { bytes in (0..<2).map { Int(bytes.loadUnaligned(fromByteOffset: $0 * 8, as: Int64.self)) } }
    return Position(finished: counts[0], matching: counts[1] > 0 ? counts[1] : nil)
  }

  public func remove() {
    unlink(path)
  }
}

extension ReplayProgress {
  /// The worker's side: the file its parent made, mapped, written at every step. Without one (a
  /// worker started by hand) the steps go nowhere; so do they for anything but a regular file of
  /// the size the parent made, not reached through a symlink: a shorter file would trap the
  /// worker at its first write (SIGBUS), and another file would have its first bytes overwritten.
  @MainActor
  public final class Recorder {
    private let counts: UnsafeMutablePointer<Int64>?

    public init(path: String?) {
      guard let path, case let descriptor = open(path, O_RDWR | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK), descriptor >= 0 else {
        counts = nil
        return
      }
      defer { close(descriptor) }
      var status = stat()
      guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size == ReplayProgress.size else {
        counts = nil
        return
      }
      let mapped = mmap(nil, ReplayProgress.size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
      counts = mapped == MAP_FAILED ? nil : mapped?.bindMemory(to: Int64.self, capacity: 2)
    }

    public func record(_ step: Step) {
      switch step {
      case .ran: counts?[0] += 1
      case .matching(let line): counts?[1] = Int64(line)
      }
    }
  }
}
