import Foundation
import StuntTestSupport
import Testing

@testable import StuntPlugin

/// A plugin's process: a request the pipe cannot take at once (larger than its buffer) is
/// written as far as it fits while the asking task goes on waiting, the rest follows in order,
/// and a plugin that never reads is a timeout, not a hang; a plugin lives as long as Stunt,
/// whichever thread asked for it.
@Suite("A plugin's process")
struct PluginProcessTests {
  /// A megabyte and its newline, then a small request: the plugin reads exactly that many bytes
  /// before it answers, so a lost or reordered byte leaves it waiting (and the test timed out).
  @Test func aRequestLargerThanThePipeArrivesWholeAndInOrder() async throws {
    let size = 1 << 20
    let script = """
      sleep 0.5
      head -c \(size + 1) | tail -c 1 | od -An -c | grep -q '\\\\n' || exit 7
      IFS= read -r small
      [ "$small" = "small" ] || exit 8
      echo '{"jsonrpc":"2.0","id":1,"result":{}}'
      echo '{"jsonrpc":"2.0","id":2,"result":{}}'
      """
    let process = try PluginProcess(title: "plugin reader", command: ["/bin/sh", "-c", script], launcher: [])
    async let large = process.exchange(
      id: 1, line: Data(repeating: UInt8(ascii: "x"), count: size), doing: "while reading", timeout: .seconds(60), grace: .seconds(1))
    // The second request, asked while the first is still being written, must not overtake it.
    try await Task.sleep(for: .milliseconds(50))
    let small = await process.exchange(id: 2, line: Data("small".utf8), doing: "while reading", timeout: .seconds(60), grace: .seconds(1))
    #expect(await large != nil, "\(process.failure ?? "")")
    #expect(small != nil, "\(process.failure ?? "")")
    await process.terminateAndWait()
  }

  @Test func aPluginThatNeverReadsTimesOutWhileItsRequestWaitsForRoom() async throws {
    let process = try PluginProcess(title: "plugin sleeper", command: ["/bin/sh", "-c", "exec sleep 60"], launcher: [])
    let answer = await process.exchange(
      id: 1, line: Data(repeating: UInt8(ascii: "x"), count: 1 << 20), doing: "while asleep", timeout: .milliseconds(300), grace: .seconds(1))
    #expect(answer == nil)
    #expect(process.failure?.hasPrefix("plugin sleeper did not answer within 0.3 seconds while asleep") == true, "\(process.failure ?? "")")
    await process.terminateAndWait()
  }

  /// A plugin tied to this process's life (`plugin-exec --parent`) is started from a thread
  /// that ends once the plugin runs, as a Dispatch worker that ran the asking task ends when
  /// idle: the plugin still answers. Linux sends the parent-death signal when the thread that
  /// started the child ends, so a plugin started from that thread itself was killed (SIGKILL).
  @Test func aPluginOutlivesTheThreadThatAskedForIt() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stunt-spawn-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The plugin opens it once it runs (after `plugin-exec` asked for the signal); the thread
    // waits for that, then ends.
    let running = folder.appendingPathComponent("running").path
    guard mkfifo(running, 0o600) == 0 else { throw POSIXError(.EEXIST) }
    let launcher = [try StuntBinary.url.path, "plugin-exec", "--parent", String(getpid()), "--"]
    let script = #"echo > "$0"; IFS= read -r line; sleep 0.5; echo '{"jsonrpc":"2.0","id":1,"result":{}}'; exec sleep 60"#
    let started = try ProcessStartedOnAnEndedThread(waitingFor: running) {
      try PluginProcess(title: "plugin survivor", command: ["/bin/sh", "-c", script, running], launcher: launcher)
    }.process.get()
    let answer = await started.exchange(id: 1, line: Data("{}".utf8), doing: "after its thread ended", timeout: .seconds(60), grace: .seconds(1))
    #expect(answer != nil, "\(started.failure ?? "")")
    await started.terminateAndWait()
  }
}

/// What a POSIX thread made, once the thread has ended (joined); it ends once `fifo` was opened
/// and written by what it made.
private final class ProcessStartedOnAnEndedThread: @unchecked Sendable {
  private let make: () throws -> PluginProcess
  private let fifo: String
  private(set) var process: Result<PluginProcess, any Error> = .failure(CancellationError())

  init(waitingFor fifo: String, _ make: @escaping () throws -> PluginProcess) throws {
    self.make = make
    self.fifo = fifo
    var thread = pthread_t()
    let created = pthread_create(&thread, nil, { context in
      guard let context else { return nil }
      Unmanaged<ProcessStartedOnAnEndedThread>.fromOpaque(context).takeUnretainedValue().start()
      return nil
    }, Unmanaged.passUnretained(self).toOpaque())
    guard created == 0 else { throw POSIXError(.EAGAIN) }
    pthread_join(thread, nil)
  }

  private func start() {
    process = Result { try make() }
    guard case .success = process else { return }
    // Blocks until the plugin opens it, and reads its line.
    let reader = open(fifo, O_RDONLY)
    guard reader >= 0 else { return }
    var byte: UInt8 = 0
    _ = read(reader, &byte, 1)
    close(reader)
  }
}
