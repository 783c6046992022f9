import Clocks
import ConcurrencyExtras
import Foundation
import Testing

@testable import StuntKit
import StuntTesting

/// `receive`, `finish` and a settle waiting for real I/O wake at what effects do, not at the
/// next look of a loop: each wait below has a deadline of an hour that only an event ends.
@MainActor
@Suite("Waiting for effects", .timeLimit(.minutes(1)), .mainSerialExecutor)
struct EffectActivityTests {
  let runtime: EffectRuntime

  init() {
    runtime = EffectRuntime()
    runtime.origin = EffectOrigin(input: "start", command: "send start", line: 1)
  }

  @Test func awaitActivityWakesAtAnActionFedBack() async {
    let runtime = self.runtime
    let clock = TestClock()
    runtime.launch {
      try await clock.sleep(for: .seconds(1))
      await MainActor.run { runtime.received("tick", before: 0, after: 1) }
      try await clock.sleep(for: .seconds(1))
    }
    await runtime.settle()
    Task { await clock.advance(by: .seconds(1)) }
    await runtime.awaitActivity(timeout: .seconds(3_600))
    await runtime.settle()
    #expect(runtime.drainEvents().contains { if case .received = $0 { true } else { false } })
    runtime.cancelAll()
  }

  @Test func awaitActivityEndsAtItsDeadlineOrAtOnce() async {
    let clock = TestClock()
    await runtime.awaitActivity(timeout: .seconds(3_600))
    runtime.launch { try await clock.sleep(for: .seconds(1)) }
    await runtime.settle()
    await runtime.awaitActivity(timeout: .milliseconds(20))
    #expect(runtime.runningEffects.count == 1)
    runtime.cancelAll()
  }

  @Test func finishWakesAtAnEffectsEnd() async {
    let clock = TestClock()
    runtime.launch { try await clock.sleep(for: .seconds(1)) }
    Task { await clock.advance(by: .seconds(1)) }
    #expect(await runtime.finish(timeout: .seconds(3_600)))
  }

  @Test func settleWaitsForRealWorkUntilItEnds() async {
    let clock = TestClock()
    runtime.launch { try await RealWork.perform { try await clock.sleep(for: .seconds(1)) } }
    Task { await clock.advance(by: .seconds(1)) }
    await runtime.settle(ioBudget: .seconds(3_600))
    #expect(runtime.runningEffects.isEmpty)
  }

  @Test func aCancelledWaitEnds() async {
    let clock = TestClock()
    runtime.launch { try await clock.sleep(for: .seconds(1)) }
    let wait = Task { await runtime.awaitActivity(timeout: .seconds(3_600)) }
    await Task.megaYield()
    wait.cancel()
    await wait.value
    runtime.cancelAll()
  }

  /// Nothing in the engine waits by sleeping in a loop or on a semaphore: a wait ends at an
  /// event (a continuation, a stream, a read that the kernel wakes) or at one deadline.
  @Test func noSourceWaitsByPolling() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }
    #expect(files.count > 100)
    var polls: [String] = []
    for file in files.sorted() {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      polls += PollingFinder.polls(in: text).map { "\(file):\($0)" }
    }
    #expect(polls == [])
  }

  @Test func thePollingFinderFindsWhatItLooksFor() {
    #expect(PollingFinder.polls(in: "let s = DispatchSemaphore(value: 0)\n") == [1])
    #expect(PollingFinder.polls(in: "func f() {\n  while true {\n    if x {\n      usleep(100)\n    }\n  }\n}\n") == [4])
    #expect(PollingFinder.polls(in: "while x {\n  try? await clock.sleep(for: .milliseconds(2))\n}\n") == [2])
    #expect(PollingFinder.polls(in: "func f() async {\n  try? await Task.sleep(for: latency)\n}\n") == [])
  }
}

/// Finds the lines of Swift source that wait by polling: a semaphore anywhere, a sleep inside
/// a loop. Braces are counted per line, which the code it reads is formatted for.
enum PollingFinder {
  static func polls(in text: String) -> [Int] {
    var found: [Int] = []
    var blocks: [Bool] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let code = line.trimmingCharacters(in: .whitespaces)
      if code.hasPrefix("//") { continue }
      let inLoop = blocks.contains(true)
      if code.contains("DispatchSemaphore") || (inLoop && code.contains("sleep(")) {
        found.append(index + 1)
      }
      let opensLoop = code.hasPrefix("while ") || code.hasPrefix("repeat ") || code.hasPrefix("for ")
      for character in code {
        if character == "{" { blocks.append(opensLoop) } else if character == "}" { _ = blocks.popLast() }
      }
    }
    return found
  }
}
