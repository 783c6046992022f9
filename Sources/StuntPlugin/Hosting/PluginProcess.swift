import Foundation

/// One running plugin executable: its pipes, the answers it gave, and the last of what it
/// wrote on standard error. Its standard output is read on a thread of its own, so an answer
/// that never comes is a timeout, not a hang, and a message that never ends costs at most
/// `PluginProtocol.largestMessage` bytes.
///
/// The plugin is untrusted: whatever it does wrong (exit, crash, garbage, silence) ends it and
/// becomes `failure`, one sentence the host prints.
final class PluginProcess: @unchecked Sendable {
  /// How the plugin was named (its path as given), for messages.
  let name: String
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

  /// Starts `command` (the plugin's path, through `launcher` when one is given: `stunt
  /// plugin-exec`, which ties the plugin's life to Stunt's).
  init(name: String, command: [String], launcher: [String]) throws {
    self.name = name
    signal(SIGPIPE, SIG_IGN)
    let full = launcher + command
    process.executableURL = URL(fileURLWithPath: full[0])
    process.arguments = Array(full.dropFirst())
    // A Swift plugin that traps says why and where in well under a second, not in the seconds
    // a full backtrace takes (unless the user chose otherwise): the host shows the reason.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = environment["SWIFT_BACKTRACE"]
      ?? "enable=yes,interactive=no,threads=crashed,registers=none,images=none,limit=16,top=0,symbolicate=fast"
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    input = stdin.fileHandleForWriting
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

  /// Sends one request and waits for its answer, at most `timeout`. Nil when the plugin failed
  /// (see `failure`); the answer's line otherwise, error or result.
  func exchange(id: Int, line: Data, doing: String, timeout: Duration) -> Data? {
    guard failure == nil else { return nil }
    condition.withLock { self.doing = doing }
    guard write(line + Data([UInt8(ascii: "\n")])) else {
      fail("stopped reading its input \(doing)")
      return nil
    }
    let deadline = Date().addingTimeInterval(Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18)
    condition.lock()
    defer { condition.unlock() }
    while answers[id] == nil, problem == nil {
      guard condition.wait(until: deadline) else {
        condition.unlock()
        fail("did not answer within \(timeout) \(doing)")
        condition.lock()
        return nil
      }
    }
    return answers.removeValue(forKey: id)
  }

  /// Records the first thing that went wrong, and ends the plugin.
  func fail(_ what: String) {
    let recorded = condition.withLock { () -> Bool in
      guard problem == nil else { return false }
      let tail = stderrTail.text
      problem = "plugin \(name) " + what + (tail.isEmpty ? "" : " — its stderr ended: " + tail)
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
        guard count > 0, let self else { return }
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

  private func ended() {
    process.waitUntilExit()
    // The last of stderr may still be on its way.
    Thread.sleep(forTimeInterval: 0.05)
    let doing = condition.withLock { self.doing }
    switch process.terminationReason {
    case .uncaughtSignal: fail("was killed by signal \(process.terminationStatus) \(doing)")
    case .exit: fail("exited with status \(process.terminationStatus) \(doing)")
    @unknown default: fail("ended \(doing)")
    }
  }
}
