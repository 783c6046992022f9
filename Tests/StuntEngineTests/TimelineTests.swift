import StuntKit
import Testing

@testable import StuntEngine

@Suite("Timeline rendering")
struct TimelineTests {
  struct S: Sendable { var count: Int }
  func s(_ count: Int) -> StateNode { StateNode(reflecting: S(count: count)) }

  @Test func aFoldedRunPrintsOnceWithOneDiff() {
    let events: [ModuleEvent] = [
      .received(action: "timerTick", times: 5, before: s(0), after: s(5)),
      .received(action: "factResponse(\"x\")", times: 1, before: s(5), after: s(5)),
    ]
    let rendered = TimelineRenderer.render(from: s(0), events: events, to: s(5), ownChange: false)
    #expect(rendered.lines == [
      "<- timerTick x5",
      "- TimelineTests.S(count: 0)",
      "+ TimelineTests.S(count: 5)",
      #"<- factResponse("x")"#,
      "(no state change)",
    ])
    #expect(!rendered.failed)
  }

  @Test func ownChangeEndsAtTheFirstFedBackAction() {
    let events: [ModuleEvent] = [.received(action: "timerTick", times: 1, before: s(1), after: s(2))]
    let rendered = TimelineRenderer.render(from: s(0), events: events, to: s(2), ownChange: true)
    #expect(rendered.lines == [
      "- TimelineTests.S(count: 0)",
      "+ TimelineTests.S(count: 1)",
      "<- timerTick",
      "- TimelineTests.S(count: 1)",
      "+ TimelineTests.S(count: 2)",
    ])
  }

  @Test func issuesFail() {
    let rendered = TimelineRenderer.render(
      from: s(0), events: [.issue("boom", times: 2), .issue("other", times: 1)], to: s(0),
      ownChange: false)
    #expect(rendered.lines == ["FAIL: boom (x2)", "FAIL: other"])
    #expect(rendered.failed)
  }

  @Test func aLateEffectThatChangedStateIsLabelled() {
    let origin = EffectOrigin(input: "completeButtonTapped", command: "send completeButtonTapped", line: 4)
    let rendered = TimelineRenderer.render(
      from: s(0), events: [.effectFinished(origin, after: s(1))], to: s(1), ownChange: false)
    #expect(rendered.lines.first == "<- completeButtonTapped (its effect finished)")
    let own = TimelineRenderer.render(
      from: s(0), events: [.effectFinished(origin, after: s(1))], to: s(1), ownChange: true)
    #expect(!own.lines.contains { $0.hasPrefix("<-") })
  }
}
