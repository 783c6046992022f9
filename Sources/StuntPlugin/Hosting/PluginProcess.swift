import Foundation
import StuntEngine
import StuntSession

/// One running plugin executable: its pipes, the answers it gave, and the last of what it
/// wrote on standard error. Its standard output is read on a thread of its own, so an answer
/// that never comes is a timeout, not a hang, and a message that never ends costs at most
/// `PluginProtocol.largestMessage` bytes.
///
/// The plugin is untrusted: whatever it does wrong (exit, crash, garbage, silence) ends it and
/// becomes `failure`, one sentence the host prints.
final class PluginProcess: @unchecked Sendable {
  /// How messages name the plugin: `plugin warehouse-plugin`.
  let title: String
  private let process = Process()
  private let input: FileHandle
  private let condition = NSCondition()
  private var answers: [Int: Data] = [:]
  private var problem: String?
  private var stderrTail = StderrTail()
  /// The threads reading the plugin's output, until they see its end.
  private let readers = DispatchGroup()
  /// What the plugin was asked last, for a failure that comes from its side (an exit).
  private var doing = "while starting"
  /// Signalled when the plugin's standard output ends, when its standard error ends, and when
  /// its process is reaped.
  private let outputEnded = DispatchSemaphore(value: 0)
  private let errorsEnded = DispatchSemaphore(value: 0)
  private let processEnded = DispatchSemaphore(value: 0)

  /// Starts `command` (the plugin's path, through `launcher` when one is given: `stunt
  /// plugin-exec`, which ties the plugin's life to Stunt's).
  init(title: String, command: [String], launcher: [String]) throws {
    self.title = title
    signal(SIGPIPE, SIG_IGN)
    let full = launcher + command
    process.executableURL = URL(fileURLWithPath: full[0])
    process.arguments = Array(full.dropFirst())
    // A Swift plugin that traps says why and where (the host shows it), unless the user chose
    // their own backtrace settings.
    let environment = CrashBacktrace.environment(ProcessInfo.processInfo.environment)
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    input = stdin.fileHandleForWriting
    // The process is watched as well as its output: a plugin whose own child still holds its
    // stdout has exited all the same, and says so at once.
    process.terminationHandler = { [weak self] _ in self?.exited() }
    try process.run()
    startReading(stdout.fileHandleForReading.fileDescriptor)
    startReadingErrors(stderr.fileHandleForReading.fileDescriptor)
  }

  deinit {
    terminate()
  }

  var pid: Int32 { process.processIdentifier }

  /// Why the plugin can no longer be used, once it cannot.
  var failure: String? {
    condition.withLock { problem }
  }

  /// Sends one request and waits for its answer, at most `timeout`, and at most `grace` after
  /// Ctrl-C. Nil when the plugin failed (see `failure`); the answer's line otherwise, error or
  /// result.
  func exchange(id: Int, line: Data, doing: String, timeout: Duration, grace: Duration) -> Data? {
    guard failure == nil else { return nil }
    condition.withLock { self.doing = doing }
    guard write(line + Data([UInt8(ascii: "\n")])) else {
      fail("stopped reading its input \(doing)")
      return nil
    }
    var deadline = ContinuousClock.now + timeout
    let interruptions = Interruptions.current
    var interrupted = false
    condition.lock()
    defer { condition.unlock() }
    while answers[id] == nil, problem == nil {
      // Woken every few milliseconds to see whether Ctrl-C was pressed: the main queue, which
      // would hear of it otherwise, may be the one waiting here.
      _ = condition.wait(until: Date().addingTimeInterval(Self.interruptCheck))
      guard answers[id] == nil, problem == nil else { break }
      if !interrupted, Interruptions.current != interruptions {
        interrupted = true
        deadline = min(deadline, ContinuousClock.now + grace)
      }
      guard ContinuousClock.now >= deadline else { continue }
      condition.unlock()
      fail(interrupted ? "was stopped by Ctrl-C \(doing)" : "did not answer within \(timeout) \(doing)")
      condition.lock()
      return nil
    }
    return answers.removeValue(forKey: id)
  }

  /// How often a wait for an answer looks for Ctrl-C.
  static let interruptCheck = 0.05

  /// Records the first thing that went wrong, and ends the plugin.
  func fail(_ what: String) {
    let recorded = condition.withLock { () -> Bool in
      guard problem == nil else { return false }
      let tail = stderrTail.text
      problem = title + " " + what + (tail.isEmpty ? "" : " — its stderr ended: " + tail)
      condition.broadcast()
      return true
    }
    if recorded { terminate() }
  }

  /// Ends the plugin: closes its input (a well-behaved plugin exits at once), then kills it.
  func terminate() {
    try? input.close()
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }

  /// Ends the plugin and waits (a moment at most) for the threads reading its output to see
  /// its end, so nothing of it is still running when Stunt exits.
  func terminateAndWait() {
    terminate()
    _ = readers.wait(timeout: .now() + .seconds(2))
  }

  private func write(_ data: Data) -> Bool {
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(input.fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }

  private func startReading(_ descriptor: Int32) {
    let readers = self.readers
    readers.enter()
    Thread { [weak self] in
      defer { readers.leave() }
      var splitter = LineSplitter(limit: PluginProtocol.largestMessage)
      var buffer = [UInt8](repeating: 0, count: 64 << 10)
      while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        guard let self else { return }
        guard count > 0 else {
          self.ended()
          return
        }
        for line in splitter.feed(buffer[0..<count]) where !self.received(line) { return }
        if splitter.overflowed {
          self.fail("sent a message longer than \(PluginProtocol.largestMessage >> 20) MiB \(self.condition.withLock { self.doing })")
          return
        }
      }
    }.start()
  }

  private func startReadingErrors(_ descriptor: Int32) {
    let readers = self.readers
    readers.enter()
    Thread { [weak self] in
      defer { readers.leave() }
      var buffer = [UInt8](repeating: 0, count: 16 << 10)
      while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        guard let self else { return }
        guard count > 0 else {
          self.errorsEnded.signal()
          return
        }
        self.condition.withLock { self.stderrTail.append(buffer[0..<count]) }
      }
    }.start()
  }

  /// One line of standard output: an answer, or the end of the plugin.
  private func received(_ line: Data) -> Bool {
    guard let response = try? JSONDecoder().decode(JSONRPC.Response.self, from: line), response.jsonrpc == JSONRPC.version else {
      fail("wrote something that is not a JSON-RPC message to stdout \(condition.withLock { doing }): " + StderrTail.excerpt(line))
      return false
    }
    guard let id = response.id else { return true }  // a notification: none is defined yet
    condition.withLock {
      answers[id] = line
      condition.broadcast()
    }
    return true
  }

  /// The plugin's output ended. An exit says more, and says it once the process is reaped; a
  /// plugin that closed its output and lives on can no longer answer.
  private func ended() {
    outputEnded.signal()
    if processEnded.wait(timeout: .now() + .milliseconds(500)) == .timedOut {
      fail("closed its standard output \(condition.withLock { doing })")
    }
  }

  /// The plugin's process ended: what it wrote before is read first (an answer, the last of
  /// stderr), a moment at most, since a child of its own may hold the pipes open.
  private func exited() {
    processEnded.signal()
    _ = outputEnded.wait(timeout: .now() + .milliseconds(200))
    _ = errorsEnded.wait(timeout: .now() + .milliseconds(200))
    let doing = condition.withLock { self.doing }
    switch process.terminationReason {
    case .uncaughtSignal: fail("was killed by signal \(process.terminationStatus) \(doing)")
    case .exit: fail("exited with status \(process.terminationStatus) \(doing)")
    @unknown default: fail("ended \(doing)")
    }
  }
}
