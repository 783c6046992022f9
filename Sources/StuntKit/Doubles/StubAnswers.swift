
/// What a stub, spy or mock answers, method by method, as programmed by
/// `stub <slot>.<method> returns <value>` / `throws <error>` / `clear`, or one answer per call
/// (`returns "a" then "b" then throws "down"`, as Mockito's `thenReturn(a, b)`).
public final class StubAnswers: Sendable {
  public indirect enum Answer: Equatable, Sendable, Codable, CustomStringConvertible {
    case returns(Value)
    case `throws`(Value)
    /// An answer for each call in turn; the last one answers every call after it.
    case sequence([Answer])

    public var description: String {
      switch self {
      case .returns(let value): "returns \(value)"
      case .throws(let value): "throws \(value)"
      case .sequence(let answers): answers.map(\.description).joined(separator: " then ")
      }
    }

    /// Every answer it gives: the one, or those of a sequence.
    public var answers: [Answer] {
      if case .sequence(let answers) = self { answers } else { [self] }
    }

    /// The answer of call `index` (0-based) since it was programmed.
    func forCall(_ index: Int) -> Answer {
      guard case .sequence(let answers) = self, let last = answers.last else { return self }
      return index < answers.count ? answers[index].forCall(0) : last.forCall(0)
    }
  }

  private struct Programmed {
    var answer: Answer
    /// Calls answered since it was programmed.
    var served = 0
  }

  public let slot: String
  private let answers = Guarded<[String: Programmed]>([:])

  public init(slot: String) {
    self.slot = slot
  }

  /// Programs `method`; the same answer programmed again keeps its place in a sequence.
  public func program(_ method: String, _ answer: Answer?) {
    answers.withLock { answers in
      guard answers[method]?.answer != answer else { return }
      answers[method] = answer.map { Programmed(answer: $0) }
    }
  }

  /// What the next call will be answered, without answering it: never a `.sequence`.
  public func answer(for method: String) -> Answer? {
    answers.withLock { $0[method].map { $0.answer.forCall($0.served) } }
  }

  /// The answer for a call being made now: a sequence moves on to its next answer.
  public func take(for method: String) -> Answer? {
    answers.withLock { answers in
      guard let programmed = answers[method] else { return nil }
      answers[method]?.served += 1
      return programmed.answer.forCall(programmed.served)
    }
  }

  /// Programmed answers sorted by method name, sequences whole.
  public var programmed: [(method: String, answer: Answer)] {
    answers.withLock { $0.map { ($0.key, $0.value.answer) } }.sorted { $0.method < $1.method }
  }

  /// The answer for `method`, decoded; `fallback` answers when nothing was programmed
  /// (a stub's sensible default), otherwise an unprogrammed call throws `NoAnswer`. The call's
  /// `arguments` fill an answer that names them (`"\(number) is a good number."`).
  public func respond<Result>(
    to method: String,
    arguments: [CallLog.Argument] = [],
    decode: (Value) throws -> Result,
    fallback: (() throws -> Result)? = nil
  ) throws -> Result {
    switch take(for: method) {
    case .returns(let value)?:
      return try decode(value.filled(with: arguments))
    case .throws(let value)?:
      throw StubbedError(value: value.filled(with: arguments))
    case nil, .sequence?:
      if let fallback { return try fallback() }
      throw NoAnswer(slot: slot, method: method)
    }
  }
}

/// The error a stub throws when programmed with `throws <value>`.
public struct StubbedError: Error, Equatable, Sendable, CustomStringConvertible {
  public var value: Value
  public init(value: Value) { self.value = value }
  /// The text the user gave, unquoted: `throws "server down"` reads `server down`.
  public var description: String { value.text ?? value.description }
}

/// A double was called for a method nobody programmed, and no sensible default exists.
/// (The RIBs seed's mocks `fatalError` here; the sandbox reports it and goes on.)
package struct NoAnswer: Error, Equatable, Sendable, CustomStringConvertible {
  public var slot: String
  public var method: String
  public var description: String {
    "\(slot).\(method) returns a value that can't be handled with a default value and its answer must be set (stub \(slot).\(method) returns ...)"
  }
}
