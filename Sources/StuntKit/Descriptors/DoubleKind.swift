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
    case .spy: "a stub that also records every call: count, arguments, order"
    case .mock: "pre-programmed expectations about calls, checked by `verify`"
    case .fake: "a working shortcut implementation (in memory, or time you control)"
    case .failing: "answers every call with an error"
    case .unimplemented: "reports that it was called at all"
    }
  }

  /// A few lines for `explain`: what the double is, and when a test reaches for it.
  public var explanation: [String] {
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
        "spy: a stub that also records how it was called, so the test can check the calls",
        "afterwards. `calls` shows each call's arguments in order.",
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
}
