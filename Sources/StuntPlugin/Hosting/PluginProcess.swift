import Foundation
import StuntEngine
import StuntSession
import StuntKit

/// One running plugin executable: its pipes, the requests waiting for an answer, and the last
/// of what it wrote on standard error. A thread of its own reads each of its outputs, a request
/// is a continuation its answer resumes, and the requests' deadlines share one timer: nothing
/// the host runs waits on a pipe, so an answer that never comes is a timeout, not a hang, and a
/// message that never ends costs at most `PluginProtocol.largestMessage` bytes.
///
/// A request is written by the task that asks, as far as the pipe takes it without waiting (all
/// of it, unless the plugin stopped reading), and the rest by a queue of its own: a round trip
/// wakes no thread but the one that reads the answer.
///
/// The plugin is untrusted: whatever it does wrong (exit, crash, garbage, silence) ends it and
/// becomes `failure`, one sentence the host prints.
final class PluginProcess: Sendable {
  /// How messages name the plugin: `plugin warehouse-plugin`.
  let title: String
  private let process: Process
  private let input: FileHandle
  /// Where deadlines fire and what the plugin's end means is decided, one thing at a time.
  private let queue = DispatchQueue(label: "stunt.plugin")
  /// Where what the pipe did not take at once is written, and the input closed after it: a
  /// plugin that stops reading holds this, never the host.
  private let writer = DispatchQueue(label: "stunt.plugin.input")
  /// Fires at the earliest deadline of a waiting request, or earlier (`State.timerFires`).
  /// (A Dispatch source may be set from any thread; Linux's Dispatch does not say it is Sendable.)
  nonisolated(unsafe) private let timer: any DispatchSourceTimer
  private let state = Guarded(State())

  private struct State {
    var waiting: [Int: CheckedContinuation<Answer?, Never>] = [:]
    /// What each waiting request is failed with, and when (its timeout; after Ctrl-C, its grace).
    var deadlines: [Int: [Deadline]] = [:]
    /// When `timer` is set to fire: never later than a deadline in `deadlines`, so that a
    /// request whose deadline is later than the armed one (each in a row of requests) sets
    /// nothing.
    var timerFires: DispatchTime?
    /// Writes handed to `writer`, not yet done: a request waits behind them.
    var queuedWrites = 0
    /// False once `terminate` began closing the input: nothing more is written.
    var inputOpen = true
    var problem: String?
    var stderrTail = StderrTail()
    /// What the plugin was asked last, for a failure that comes from its side (an exit).
    var doing = "while starting"
    var outputEnded = false
    var errorsEnded = false
    var exited = false
    /// Its standard error began a crash report (the runtime's `Fatal error:`, the backtracer's
    /// `Program crashed:`): a process that is dying, not one that hangs.
    var crashing = false
    /// `stop` waiting for the process to end.
    var exitWaiters: [CheckedContinuation<Void, Never>] = []
  }

  /// An answer's line, and the line parsed once by the thread that read it (`WireJSON`; nil
  /// for one it leaves to Foundation).
  struct Answer {
    var line: Data
    var parsed: WireJSON?
  }

  private struct Deadline {
    var at: DispatchTime
    var what: String
    var allowingACrashReport: Bool
  }

  /// Starts `command` (the plugin's path, through `launcher` when one is given: `stunt
  /// plugin-exec`, which ties the plugin's life to Stunt's).
  init(title: String, command: [String], launcher: [String]) throws {
    self.title = title
    signal(SIGPIPE, SIG_IGN)
    let full = launcher + command
    process = Process()
    process.executableURL = URL(fileURLWithPath: full[0])
    process.arguments = Array(full.dropFirst())
    // A Swift plugin that traps says why and where (the host shows it), unless the user chose
    // their own backtrace settings.
    process.environment = CrashBacktrace.environment(ProcessInfo.processInfo.environment)
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    input = stdin.fileHandleForWriting
    // Written as far as the pipe takes it without waiting (`send`).
    _ = fcntl(input.fileDescriptor, F_SETFL, fcntl(input.fileDescriptor, F_GETFL) | O_NONBLOCK)
    // Active from the start, set by the first request: Dispatch traps on releasing a source
    // that was never activated (a plugin that cannot be started).
    timer = DispatchSource.makeTimerSource(queue: queue)
    timer.activate()
    // The process is watched as well as its output: a plugin whose own child still holds its
    // stdout has exited all the same, and says so at once.
    process.terminationHandler = { [weak self] _ in self?.exited() }
    timer.setEventHandler { [weak self] in self?.deadlinesPassed() }
    // From the thread that lives as long as Stunt: the plugin's parent-death signal follows
    // the thread that started it.
    try SpawningThread.shared.run { [process] in try process.run() }
    startReading(stdout.fileHandleForReading)
    startReadingErrors(stderr.fileHandleForReading)
  }

  deinit {
    timer.cancel()
    terminate()
  }

  /// Why the plugin can no longer be used, once it cannot.
  var failure: String? {
    state.withLock { $0.problem }
  }

  /// Sends one request and waits for its answer, at most `timeout`, and at most `grace` once the
  /// task is cancelled (Ctrl-C). Nil when the plugin failed (see `failure`); the answer's line
  /// otherwise, error or result.
  func exchange(id: Int, line: Data, doing: String, timeout: Duration, grace: Duration) async -> Answer? {
    let interrupted = "was stopped by Ctrl-C \(doing)"
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let accepted = state.withLock { state in
          guard state.problem == nil else { return false }
          state.doing = doing
          state.waiting[id] = continuation
          return true
        }
        guard accepted else { return continuation.resume(returning: nil) }
        expire(id, after: timeout, "did not answer within \(timeout) \(doing)")
        send(line + Data([UInt8(ascii: "\n")]), doing: doing)
        if Task.isCancelled { expire(id, after: grace, interrupted, allowingACrashReport: false) }
      }
    } onCancel: {
      expire(id, after: grace, interrupted, allowingACrashReport: false)
    }
  }

  /// How long a plugin that began a crash report is given to finish it, past the request's
  /// timeout: on a loaded or slow machine the backtracer's symbolication alone takes longer than
  /// a request may, and its report (the reason and the line) is what the user must see, not a
  /// timeout. Its exit ends the wait at once.
  static let crashReportAllowance: Duration = .seconds(60)

  /// Fails the plugin with `what` if request `id` is still waiting after `delay`; a plugin that
  /// is writing a crash report (said on its stderr, or its backtracer running) then has
  /// `crashReportAllowance` more, once.
  private func expire(_ id: Int, after delay: Duration, _ what: String, allowingACrashReport: Bool = true) {
    let deadline = Deadline(at: .now() + .nanoseconds(Int(clamping: delay.nanoseconds)), what: what, allowingACrashReport: allowingACrashReport)
    state.withLock { state in
      guard state.waiting[id] != nil else { return }
      state.deadlines[id, default: []].append(deadline)
      if let fires = state.timerFires, fires <= deadline.at { return }
      state.timerFires = deadline.at
      timer.schedule(deadline: deadline.at)
    }
  }

  /// The timer fired: each deadline that passed fails its request (or, for a plugin writing a
  /// crash report, gives it the allowance), and the timer is set for the next.
  private func deadlinesPassed() {
    let now = DispatchTime.now()
    let passed = state.withLock { state -> [(id: Int, deadline: Deadline, crashing: Bool)] in
      var passed: [(id: Int, deadline: Deadline, crashing: Bool)] = []
      for (id, deadlines) in state.deadlines {
        let due = deadlines.filter { $0.at <= now }
        passed += due.map { (id, $0, state.crashing) }
        state.deadlines[id] = due.count == deadlines.count ? nil : deadlines.filter { $0.at > now }
      }
      state.timerFires = state.deadlines.values.joined().map(\.at).min()
      if let next = state.timerFires { timer.schedule(deadline: next) }
      return passed.sorted { $0.deadline.at < $1.deadline.at }
    }
    for (id, deadline, crashing) in passed {
      if deadline.allowingACrashReport, crashing || CrashBacktrace.isReporting(process.processIdentifier) {
        expire(id, after: Self.crashReportAllowance, deadline.what, allowingACrashReport: false)
      } else if state.withLock({ $0.waiting[id] != nil }) {
        fail(deadline.what)
      }
    }
  }

  /// Records the first thing that went wrong, gives every waiting request its end, and ends
  /// the plugin.
  func fail(_ what: String) {
    let waiting = state.withLock { state -> [CheckedContinuation<Answer?, Never>]? in
      guard state.problem == nil else { return nil }
      let tail = state.stderrTail.text
      state.problem = title + " " + what + (tail.isEmpty ? "" : " — its stderr ended: " + tail)
      defer {
        state.waiting = [:]
        state.deadlines = [:]
      }
      return Array(state.waiting.values)
    }
    guard let waiting else { return }
    for request in waiting { request.resume(returning: nil) }
    terminate()
  }

  /// Ends the plugin: closes its input (a well-behaved plugin exits at once), after what is
  /// queued for it, then kills it.
  func terminate() {
    state.withLock { $0.inputOpen = false }
    writer.async { [input] in try? input.close() }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }

  /// Ends the plugin and waits (a moment at most) for its process to end, so nothing of it is
  /// still running when Stunt exits.
  func terminateAndWait() async {
    terminate()
    await withCheckedContinuation { (ended: CheckedContinuation<Void, Never>) in
      let waits = state.withLock { state in
        guard !state.exited else { return false }
        state.exitWaiters.append(ended)
        return true
      }
      guard waits else { return ended.resume() }
      queue.asyncAfter(deadline: .now() + .seconds(2)) { [weak self] in self?.resumeExitWaiters() }
    }
  }

  private func resumeExitWaiters() {
    for waiter in state.withLock({ state in defer { state.exitWaiters = [] }; return state.exitWaiters }) { waiter.resume() }
  }

  /// Writes a request: what the pipe takes now, from the caller's thread, the rest from
  /// `writer`, in order; a plugin that closed its input fails.
  private func send(_ data: Data, doing: String) {
    enum Sent { case all, failed, rest(Data) }
    let sent = state.withLock { state -> Sent in
      // Being ended: its failure says why.
      guard state.inputOpen else { return .all }
      var rest = data
      if state.queuedWrites == 0 {
        guard let count = write(data, waiting: false) else { return .failed }
        guard count < data.count else { return .all }
        rest = data.dropFirst(count)
      }
      state.queuedWrites += 1
      return .rest(rest)
    }
    switch sent {
    case .all: return
    case .failed: fail("stopped reading its input \(doing)")
    case .rest(let rest):
      writer.async { [weak self] in
        guard let self else { return }
        let written = self.write(rest, waiting: true) == rest.count
        self.state.withLock { $0.queuedWrites -= 1 }
        if !written { self.fail("stopped reading its input \(doing)") }
      }
    }
  }

  /// How much of `data` the pipe took: all of it when `waiting` (it waits for room), as much as
  /// it takes now otherwise; nil when it failed (the plugin closed its input).
  private func write(_ data: Data, waiting: Bool) -> Int? {
    data.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(input.fileDescriptor, base + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
          guard waiting else { return offset }
          var room = pollfd(fd: input.fileDescriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&room, 1, -1)
        } else {
          return nil
        }
      }
      return offset
    }
  }

  // MARK: - Reading

  /// Reads the plugin's standard output until it ends: answers, or the end of the plugin. The
  /// thread holds the pipe, so its descriptor stays open (and is never another's) while read.
  private func startReading(_ output: FileHandle) {
    Thread { [weak self] in
      var lines = LineSplitter(limit: PluginProtocol.largestMessage)
      var buffer = [UInt8](repeating: 0, count: 64 << 10)
      defer { try? output.close() }
      while true {
        let count = read(output.fileDescriptor, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        guard let self else { return }
        guard count > 0 else { return self.ended(\.outputEnded) }
        for line in lines.feed(buffer[0..<count]) where !self.received(line) { return }
        if lines.overflowed {
          return self.fail("sent a message longer than \(PluginProtocol.largestMessage >> 20) MiB \(self.doing)")
        }
      }
    }.start()
  }

  private func startReadingErrors(_ errors: FileHandle) {
    Thread { [weak self] in
      var buffer = [UInt8](repeating: 0, count: 16 << 10)
      defer { try? errors.close() }
      while true {
        let count = read(errors.fileDescriptor, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        guard let self else { return }
        guard count > 0 else { return self.ended(\.errorsEnded) }
        let text = String(decoding: buffer[0..<count], as: UTF8.self)
        let crashing = text.contains("Fatal error:") || text.contains("Program crashed:")
        self.state.withLock { state in
          state.stderrTail.append(buffer[0..<count])
          if crashing { state.crashing = true }
        }
      }
    }.start()
  }

  private var doing: String { state.withLock { $0.doing } }

  /// One line of standard output: an answer, or the end of the plugin.
  private func received(_ line: Data) -> Bool {
    let parsed = WireJSON.parse(line)
    guard let response = JSONRPC.Response(direct: parsed) ?? (try? JSONDecoder().decode(JSONRPC.Response.self, from: line)),
      response.jsonrpc == JSONRPC.version
    else {
      fail("wrote something that is not a JSON-RPC message to stdout \(doing): " + StderrTail.excerpt(line))
      return false
    }
    guard let id = response.id else { return true }  // a notification: none is defined yet
    state.withLock { state in
      state.deadlines[id] = nil
      return state.waiting.removeValue(forKey: id)
    }?.resume(returning: Answer(line: line, parsed: parsed))
    return true
  }

  /// One of its outputs ended. Once the process exited too, with both read to their end, the
  /// exit is said; a plugin that closed its standard output and lives on can no longer answer.
  private func ended(_ output: WritableKeyPath<State, Bool> & Sendable) {
    let exited = state.withLock { state in
      state[keyPath: output] = true
      return state.exited
    }
    if exited { return queue.async { [weak self] in self?.sayExit(unlessOutputsAreOpen: true) } }
    guard output == \State.outputEnded else { return }
    queue.asyncAfter(deadline: .now() + .milliseconds(500)) { [weak self] in
      guard let self, !self.state.withLock({ $0.exited }) else { return }
      self.fail("closed its standard output \(self.doing)")
    }
  }

  /// The plugin's process ended: what it wrote before is read first (an answer, the last of
  /// stderr), for a moment at most, since a child of its own may hold the pipes open.
  private func exited() {
    state.withLock { $0.exited = true }
    queue.async { [weak self] in self?.sayExit(unlessOutputsAreOpen: true) }
    queue.asyncAfter(deadline: .now() + .milliseconds(200)) { [weak self] in self?.sayExit(unlessOutputsAreOpen: false) }
  }

  /// The exit as the failure of whatever still waits; then `stop` may go on.
  private func sayExit(unlessOutputsAreOpen waitsForOutputs: Bool) {
    if waitsForOutputs, !state.withLock({ $0.outputEnded && $0.errorsEnded }) { return }
    let doing = self.doing
    switch process.terminationReason {
    case .uncaughtSignal: fail("was killed by signal \(process.terminationStatus) \(doing)")
    case .exit: fail("exited with status \(process.terminationStatus) \(doing)")
    @unknown default: fail("ended \(doing)")
    }
    resumeExitWaiters()
  }
}
