import Clocks
import ConcurrencyExtras
import IssueReporting
import Testing

@testable import StuntKit
import StuntTesting

@MainActor
@Suite("EffectRuntime", .mainSerialExecutor)
struct EffectRuntimeTests {
  let runtime: EffectRuntime

  init() {
    runtime = EffectRuntime()
    runtime.origin = EffectOrigin(input: "start", command: "send start", line: 1)
  }

  @Test func tracksEffectsUntilTheyEnd() async {
    let clock = TestClock()
    runtime.launch(cancelID: AnyHashableSendable("timer")) { try await clock.sleep(for: .seconds(1)) }
    #expect(runtime.runningEffects.map(\.origin.input) == ["start"])
    await runtime.settle()
    #expect(runtime.runningEffects.count == 1)
    await clock.advance(by: .seconds(1))
    await runtime.settle()
    #expect(runtime.runningEffects.isEmpty)
    #expect(runtime.drainEvents().count == 1)
  }

  @Test func cancelByID() async {
    let clock = TestClock()
    runtime.launch(cancelID: AnyHashableSendable("a")) { try await clock.sleep(for: .seconds(1)) }
    runtime.launch(cancelID: AnyHashableSendable("b")) { try await clock.sleep(for: .seconds(1)) }
    await runtime.settle()
    runtime.cancel(id: AnyHashableSendable("a"))
    await runtime.settle()
    #expect(runtime.runningEffects.map(\.cancelID) == ["b"])
    #expect(runtime.cancelAll().count == 1)
    #expect(runtime.runningEffects.isEmpty)
  }

  @Test func anUnhandledErrorBecomesAnEvent() async {
    struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
    runtime.launch { throw Boom() }
    await runtime.settle()
    let failures = runtime.drainEvents().compactMap { event -> String? in
      if case .effectFailed(let origin, let error) = event { "\(origin.input): \(error)" } else { nil }
    }
    #expect(failures == ["start: boom"])
  }

  @Test func reportedIssuesAreCaptured() async {
    _ = withIssueReporters([runtime.issueReporter]) {
      runtime.launch { reportIssue("a dummy was used") }
    }
    await runtime.settle()
    let issues = runtime.drainEvents().compactMap { event -> String? in
      if case .issue(let message, _) = event { message } else { nil }
    }
    #expect(issues == ["a dummy was used"])
  }

  @Test func unimplementedFailuresAreNotReportedTwice() async {
    let fetch: @Sendable (Int) throws -> String = unimplemented("Client.fetch")
    _ = withIssueReporters([runtime.issueReporter]) {
      runtime.launch { _ = try fetch(1) }
    }
    await runtime.settle()
    let events = runtime.drainEvents()
    #expect(events.filter { if case .issue(_, 1) = $0 { true } else { false } }.count == 1)
    #expect(!events.contains { if case .effectFailed = $0 { true } else { false } })
  }

  @Test func settleWaitsForRealWork() async {
    let done = LockIsolated(false)
    runtime.launch {
      try await RealWork.perform {
        try await ContinuousClock().sleep(for: .milliseconds(30))
        done.setValue(true)
      }
    }
    await runtime.settle(ioBudget: .seconds(5))
    #expect(done.value)
    #expect(runtime.runningEffects.isEmpty)
  }

  @Test func settleGivesUpOnRealWorkAfterItsBudget() async {
    runtime.launch {
      try await RealWork.perform { try await ContinuousClock().sleep(for: .seconds(5)) }
    }
    await runtime.settle(ioBudget: .milliseconds(20))
    #expect(runtime.runningEffects.count == 1)
    #expect(runtime.realWorkInFlight == 1)
    runtime.cancelAll()
  }

  @Test func repeatsFoldAsTheyArrive() {
    for count in 0..<1_000 {
      runtime.received("timerTick", before: count, after: count + 1)
    }
    runtime.reportIssue("boom")
    runtime.reportIssue("boom")
    let events = runtime.drainEvents()
    #expect(events.count == 2)
    guard case .received("timerTick", 1_000, let before, let after) = events.first,
      case .issue("boom", 2) = events.last
    else {
      Issue.record("events did not fold: \(events)")
      return
    }
    #expect(before == .scalar(.int(0)) && after == .scalar(.int(1_000)))
  }

  @Test func aBusyEffectThatNeverSettlesIsStopped() async throws {
    let runtime = self.runtime
    runtime.launch {
      while !Task.isCancelled {
        await MainActor.run { runtime.bump() }
        await Task.yield()
      }
    }
    let clock = ContinuousClock()
    let start = clock.now
    await runtime.settle(ioBudget: .zero)
    #expect(clock.now - start < .seconds(30))
    #expect(runtime.runningEffects.isEmpty)
    let issues = runtime.drainEvents().compactMap { event -> String? in
      if case .issue(let message, _) = event { message } else { nil }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.hasPrefix("effects kept working for 5") == true)
    #expect(issues.first?.hasSuffix("without settling; they were cancelled: start") == true)
  }

  @Test func finishWaitsForEffectsOrTimesOut() async {
    runtime.launch { try await ContinuousClock().sleep(for: .milliseconds(20)) }
    #expect(await runtime.finish(timeout: .seconds(5)))
    let clock = TestClock()
    runtime.launch { try await clock.sleep(for: .seconds(1)) }
    #expect(await runtime.finish(timeout: .milliseconds(30)) == false)
    runtime.cancelAll()
  }

  @Test func aRunawayEffectIsCancelledAndReported() async throws {
    let runtime = self.runtime
    runtime.launch {
      while !Task.isCancelled {
        await MainActor.run { runtime.received("tick", before: 0, after: 0) }
        await Task.yield()
      }
    }
    await runtime.settle()
    #expect(runtime.runningEffects.isEmpty)
    let issues = runtime.drainEvents().compactMap { event -> String? in
      if case .issue(let message, _) = event { message } else { nil }
    }
    #expect(issues.count == 1)
    let message = try #require(issues.first)
    #expect(message.hasPrefix("an effect returned for start fed back "))
    #expect(message.hasSuffix(" actions without waiting; it was cancelled (is its clock immediate?)"))
    let count = Int(message.split(separator: " ")[7]) ?? 0
    #expect(count > EffectRuntime.runawayActions && count < EffectRuntime.runawayActions * 2)
  }
}
