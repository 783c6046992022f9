import Foundation
import Testing

@testable import StuntPlugin

/// A request the pipe cannot take at once (larger than its buffer): the asking task writes what
/// fits and goes on waiting for the answer, the rest follows in order, and a plugin that never
/// reads is a timeout, not a hang.
@Suite("A plugin's process: requests larger than the pipe")
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
}
