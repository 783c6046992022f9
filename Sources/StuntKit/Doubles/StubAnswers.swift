
/// What a stub, spy or mock answers, method by method, as programmed by
/// `stub <slot>.<method> returns <value>` / `throws <error>` / `clear`.
public final class StubAnswers: Sendable {
  public enum Answer: Equatable, Sendable, Codable, CustomStringConvertible {
    case returns(Value)
    case `throws`(Value)

    public var description: String {
      switch self {
      case .returns(let value): "returns \(value)"
      case .throws(let value): "throws \(value)"
      }
    }
  }

  public let slot: String
  private let answers = Guarded<[String: Answer]>([:])

  public init(slot: String) {
    self.slot = slot
  }

  public func program(_ method: String, _ answer: Answer?) {
    answers.withLock { $0[method] = answer }
  }

  public func answer(for method: String) -> Answer? {
    answers.withLock { $0[method] }
  }

  /// Programmed answers sorted by method name.
  public var programmed: [(method: String, answer: Answer)] {
    answers.withLock { $0.map { ($0.key, $0.value) } }.sorted { $0.method < $1.method }
  }

  /// The answer for `method`, decoded; `fallback` answers when nothing was programmed
  /// (a stub's sensible default), otherwise an unprogrammed call throws `NoAnswer`.
  public func respond<Result>(
    to method: String,
    decode: (Value) throws -> Result,
    fallback: (() throws -> Result)? = nil
  ) throws -> Result {
    switch answer(for: method) {
    case .returns(let value)?:
      return try decode(value)
    case .throws(let value)?:
      throw StubbedError(value: value)
    case nil:
      if let fallback { return try fallback() }
      throw NoAnswer(slot: slot, method: method)
    }
  }
}
