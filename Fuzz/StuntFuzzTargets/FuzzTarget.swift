/// What `make fuzz` fuzzes: each boundary where outside bytes become Stunt's structures. A
/// target checks one input and says what is wrong with it, if anything; the `stunt-fuzz`
/// executable turns that into a libFuzzer crash, the regression tests into a test failure.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// A command line split into words (`Lexer`).
  case lexer
  /// A word or JSON read as a value (`Value(token:)`, the JSON reader).
  case values
  /// A session file parsed, and a transcript written then parsed back.
  case session
  /// Expected lines matched and aligned with actual output (`LineMatcher`).
  case matcher
  /// Raw bytes sent to the embedded backend over loopback TCP.
  case backend
  #if Generator
    /// Swift source whose protocols' doubles are generated (`GeneratedDoublesFile`). Only where
    /// swift-syntax is built (Stunt's `Generator` trait): not in `make test`'s instrumented build,
    /// where it would cost 220 s of CPU; `make test` mutates its inputs instead (`Mutation`).
    case generator
  #endif

  /// What is wrong with how this input was handled, or nil. Crashes and hangs are found by
  /// the fuzzer itself; this finds wrong answers.
  public func check(_ bytes: [UInt8]) -> String? {
    switch self {
    case .lexer: LexerTarget.check(bytes)
    case .values: ValueTarget.check(bytes)
    case .session: SessionTarget.check(bytes)
    case .matcher: MatcherTarget.check(bytes)
    case .backend: BackendTarget.check(bytes)
    #if Generator
      case .generator: GeneratorTarget.check(bytes)
    #endif
    }
  }

  /// Inputs to start from, taken from the sample sessions (`Samples/`, `README.md`, `docs/`) so the
  /// fuzzer begins with what users write.
  public func seeds(from samples: [SampleFile]) -> [[UInt8]] {
    switch self {
    case .lexer: LexerTarget.seeds(samples)
    case .values: ValueTarget.seeds(samples)
    case .session: SessionTarget.seeds(samples)
    case .matcher: MatcherTarget.seeds(samples)
    case .backend: BackendTarget.seeds
    #if Generator
      case .generator: GeneratorTarget.seeds
    #endif
    }
  }
}
