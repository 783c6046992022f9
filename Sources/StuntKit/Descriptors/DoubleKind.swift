/// Gerard Meszaros' names for test doubles, plus the real thing and swift-dependencies'
/// `failing`/`unimplemented`. `explain` and `deps` speak this vocabulary.
public enum DoubleKind: String, CaseIterable, Sendable, Codable {
  case real
  case dummy
  case stub
  case spy
  case mock
  case fake
  case failing
  case unimplemented

  /// Spies and mocks record their calls in the call log.
  public var recordsCalls: Bool { self == .spy || self == .mock }

  /// Stubs, spies and mocks answer as `stub` programmed them.
  public var answersAsProgrammed: Bool { self == .stub || recordsCalls }

  public var summary: String {
    switch self {
    case .real: "the production implementation, doing real I/O"
    case .dummy: "fills a parameter and is never used; using it is reported"
    case .stub: "answers with canned values programmed by `stub`"
    case .spy: "records every call (count, arguments, order) around the real implementation, or a stub"
    case .mock: "pre-programmed expectations about calls, checked by `verify`"
    case .fake: "a working shortcut implementation (in memory, or time you control)"
    case .failing: "answers every call with an error"
    case .unimplemented: "reports that it was called at all"
    }
  }

  /// A few lines for `explain`: what the double is, in Meszaros' terms, and when a test reaches
  /// for it.
  public func explanation(in language: Language) -> [String] {
    language == .ko ? korean : english
  }

  private var english: [String] {
    switch self {
    case .real:
      [
        "real: the implementation the app ships, doing real I/O (HTTP, files, clocks).",
        "Use it to see the system work end to end; expect it to be slow, flaky or unavailable,",
        "which is why tests swap it for a double.",
      ]
    case .dummy:
      [
        "dummy: an object passed only to fill a parameter list; the test never expects it to be used.",
        "Here a dummy reports any use as a failure, so a test that claims a dependency is",
        "irrelevant can prove it.",
      ]
    case .stub:
      [
        "stub: provides canned answers to the calls made during the test (state verification).",
        "Program it with `stub <slot>.<method> returns <value>` or `throws <error>`.",
      ]
    case .spy:
      [
        "spy: records how it was called, so the test can check the calls afterwards: `calls` shows",
        "each call's arguments in order, `verify` checks them. Two doubles go by the name. Mockito's",
        "spy wraps the real implementation and answers as it does until `stub` programs an answer:",
        "here that is `spy`. Meszaros' test spy is a stub that records: here `recordingStub`, which",
        "answers as the slot's stub does. A slot with no real implementation offers that one as `spy`.",
      ]
    case .mock:
      [
        "mock: pre-programmed with expectations of the calls it should receive (behaviour",
        "verification): `mock <slot>.<method> <times>`. Until told, it only counts its calls, as",
        "mockolo's mocks do; once told, an unexpected call fails at once, and `verify` checks the rest.",
      ]
    case .fake:
      [
        "fake: a working implementation that takes a shortcut unsuitable for production,",
        "such as an in-memory store instead of a database, or a clock that only moves on `advance`.",
      ]
    case .failing:
      [
        "failing: answers every call with an error, to show how the system under test copes",
        "when the dependency fails.",
      ]
    case .unimplemented:
      [
        "unimplemented: reports an issue whenever it is called, so a test proves a dependency",
        "is not used on a path (swift-dependencies' `unimplemented`).",
      ]
    }
  }
  private var korean: [String] {
    switch self {
    case .real:
      [
        "real: 앱이 실제로 쓰는 구현으로, 진짜 I/O(HTTP, 파일, 시계)를 합니다.",
        "시스템 전체가 동작하는지 볼 때 씁니다. 느리거나, 불안정하거나, 쓸 수 없을 때가 있어서",
        "테스트는 이것을 더블로 바꿉니다.",
      ]
    case .dummy:
      [
        "dummy: 매개변수를 채우려고 넘길 뿐, 테스트가 쓰일 거라 기대하지 않는 객체입니다.",
        "여기서 dummy는 쓰이면 실패로 알리므로, 의존성이 상관없다는 테스트의 주장을 증명할 수 있습니다.",
      ]
    case .stub:
      [
        "stub: 테스트 중의 호출에 미리 정해 둔 답을 돌려줍니다(상태 검증).",
        "`stub <slot>.<method> returns <value>` 또는 `throws <error>`로 답을 정합니다.",
      ]
    case .spy:
      [
        "spy: 어떻게 호출되었는지 기록해서, 테스트가 나중에 호출을 확인할 수 있습니다. `calls`가 각 호출의",
        "인자를 순서대로 보여 주고, `verify`가 확인합니다. 이 이름으로 부르는 더블은 둘입니다. Mockito의",
        "spy는 실제 구현을 감싸서, `stub`이 답을 정하기 전까지 실제 구현처럼 답합니다: 여기서는 `spy`입니다.",
        "Meszaros의 test spy는 기록하는 stub입니다: 여기서는 슬롯의 stub처럼 답하는 `recordingStub`입니다.",
        "실제 구현이 없는 슬롯은 그것을 `spy`로 제공합니다.",
      ]
    case .mock:
      [
        "mock: 받아야 할 호출을 미리 기대값으로 정해 둡니다(행위 검증): `mock <slot>.<method> <times>`.",
        "정해 주기 전에는 mockolo의 mock처럼 호출 횟수만 셉니다. 정해 준 뒤에는 기대하지 않은 호출이",
        "바로 실패하고, `verify`가 나머지를 확인합니다.",
      ]
    case .fake:
      [
        "fake: 실제로 동작하지만 운영에는 맞지 않는 지름길을 쓰는 구현입니다.",
        "데이터베이스 대신 메모리 저장소, `advance`로만 움직이는 시계 같은 것입니다.",
      ]
    case .failing:
      [
        "failing: 모든 호출에 오류로 답해서, 의존성이 실패할 때 테스트 대상이 어떻게 대처하는지 보여 줍니다.",
      ]
    case .unimplemented:
      [
        "unimplemented: 호출될 때마다 문제로 알리므로, 어떤 경로에서 의존성을 쓰지 않음을 테스트가",
        "증명할 수 있습니다(swift-dependencies의 `unimplemented`).",
      ]
    }
  }

}
