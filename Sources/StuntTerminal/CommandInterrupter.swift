import Foundation
import StuntEngine
import StuntSession
import Synchronization

/// The write end of the pipe the SIGINT handler writes to. A C signal handler captures nothing,
/// so it is a global, set once before the handler is installed.
nonisolated(unsafe) private var interruptPipeWriteEnd: Int32 = -1
/// Interrupts the main queue has not read yet: a command that never returns to it (a seed's
/// endless loop, a regular expression that backtracks for ever) cannot be cancelled, so the
/// handler itself offers, then takes, the way out.
private let unreadInterrupts = Atomic<Int>(0)

/// Ctrl-C while a command runs cancels that command (a long `advance`, a `finish`) instead of
/// killing the sandbox and everything in it. At the prompt libedit reads Ctrl-C as a key.
///
/// The signal is caught by a handler of its own, which writes a byte to a pipe the main queue
/// reads. A dispatch signal source is not enough: it ignores the signal and reads it through
/// a signalfd, and a thread that does not block SIGINT (one started before the source) takes
/// the signal first and drops it, so some interrupts were lost on a busy machine.
///
/// A command stuck on the main queue never reads the pipe. The second unread Ctrl-C says so,
/// the third leaves with status 130; the session journal has every command that finished, so
/// `stunt --resume` brings the session back without the one that hung.
@MainActor
final class CommandInterrupter {
  private let reader: any DispatchSourceRead
  private var current: Task<CommandReport, Never>?

  init(invocation: String) {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) != 0 { ends = [-1, -1] }
    for end in ends where end >= 0 {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    interruptPipeWriteEnd = ends[1]
    // Made now: a lazily made global would be made inside the handler, which may not allocate.
    StuckCommandNotice.prepare(invocation: invocation)
    signal(SIGINT) { _ in
      var byte: UInt8 = 1
      _ = write(interruptPipeWriteEnd, &byte, 1)
      let unread = unreadInterrupts.add(1, ordering: .relaxed).newValue
      // Only async-signal-safe calls here: a lock-free atomic, write(2) and _exit(2).
      if unread == 2 {
        StuckCommandNotice.offer.withUnsafeBufferPointer { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
      } else if unread >= 3 {
        StuckCommandNotice.leaving.withUnsafeBufferPointer { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
        _exit(130)
      }
    }
    let (readEnd, writeEnd) = (ends[0], ends[1])
    reader = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
    reader.setCancelHandler {
      close(readEnd)
      close(writeEnd)
    }
    reader.setEventHandler { [weak self] in
      var bytes = [UInt8](repeating: 0, count: 64)
      while read(readEnd, &bytes, bytes.count) > 0 {}
      unreadInterrupts.store(0, ordering: .relaxed)
      MainActor.assumeIsolated { self?.current?.cancel() }
    }
    reader.resume()
  }

  /// Gives Ctrl-C back its default meaning.
  func stop() {
    signal(SIGINT, SIG_DFL)
    interruptPipeWriteEnd = -1
    reader.cancel()
  }

  /// Runs one command so that Ctrl-C can cancel it.
  func run(_ command: @escaping @MainActor () async -> CommandReport) async -> CommandReport {
    let task = Task { await command() }
    current = task
    defer { current = nil }
    return await task.value
  }
}
