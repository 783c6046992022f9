import IssueReporting

/// What a stub, spy or mock answers, method by method, as programmed by
/// `stub <slot>.<method> returns <value>` / `throws <error>` / `clear`, or one answer per call
/// (`returns "a" then "b" then throws "down"`, as Mockito's `thenReturn(a, b)`).
///
/// An answer may be for the calls whose arguments match (`stub numberFact.fetch number=0 returns
/// "first"`, Mockito's `when(get(0))`): of those that match a call, the most recent answers it;
/// a call no matched answer takes gets the plain one (programmed without arguments), else the
/// double's default.
public final class StubAnswers: Sendable {
  public indirect enum Answer: Equatable, Sendable, Codable, CustomStringConvertible {
    case returns(Value)
    case `throws`(Value)
    /// An answer for each call in turn; the last one answers every call after it.
    case sequence([Answer])

    /// As `stub` reads it back: `returns "one" then returns "two" then throws "down"` (each
    /// answer says what it does, as sessions have always shown it; `then "two"` reads the same).
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

  /// One programmed answer of a method: for the calls its arguments match, or for every call
  /// when it names none (the plain answer). It crosses the plugin protocol as it is.
  package struct Programming: Equatable, Sendable, Codable, CustomStringConvertible {
    public var method: String
    /// What a call's arguments must match, as `mock` and `verify` take them; empty: any call.
    public var arguments: [CallExpectation.Argument]
    public var answer: Answer

    public init(method: String, arguments: [CallExpectation.Argument] = [], answer: Answer) {
      self.method = method
      self.arguments = arguments
      self.answer = answer
    }

    /// `fetch number=0 returns "first"`: the rest of the `stub` line that programs it.
    public var description: String {
      ([method] + arguments.map(\.typed) + [answer.description]).joined(separator: " ")
    }

    func matches(_ call: [CallLog.Argument]) -> Bool {
      arguments.allSatisfy { $0.matches(call) }
    }
  }

  fileprivate struct Programmed: Sendable {
    var programming: Programming
    /// Calls answered since it was programmed.
    var served = 0
  }

  /// A method's programmed answers as they were, to put back when programming them was refused.
  package struct Snapshot: Sendable {
    fileprivate let entries: [Programmed]
  }

  public let slot: String
  /// Per method, in the order they were programmed.
  private let answers = Guarded<[String: [Programmed]]>([:])
  private let strict = Guarded(false)

  public init(slot: String) {
    self.slot = slot
  }

  /// Programs the plain answer of `method`; nil forgets every answer of the method, matched
  /// ones too. The same answer programmed again keeps its place in a sequence.
  public func program(_ method: String, _ answer: Answer?) {
    program(method, where: [], answer)
  }

  /// Programs the answer for calls whose arguments match `arguments`, the most recent of those
  /// that match (nil forgets the one with these arguments; with none, every answer of the method).
  package func program(_ method: String, where arguments: [CallExpectation.Argument], _ answer: Answer?) {
    answers.withLock { answers in
      var entries = answers[method] ?? []
      guard let answer else {
        entries.removeAll { arguments.isEmpty || $0.programming.arguments == arguments }
        answers[method] = entries.isEmpty ? nil : entries
        return
      }
      // The same answer again keeps its place in a sequence, and becomes the most recent, as
      // stubbing it again does in Mockito.
      let same = entries.first { $0.programming.arguments == arguments && $0.programming.answer == answer }
      entries.removeAll { $0.programming.arguments == arguments }
      entries.append(same ?? Programmed(programming: Programming(method: method, arguments: arguments, answer: answer)))
      answers[method] = entries
    }
  }

  /// Programs what another slot's answers were (`reset`, a plugin's slot).
  package func program(_ programming: Programming) {
    program(programming.method, where: programming.arguments, programming.answer)
  }

  /// Makes `method`'s answers these, in this order; an answer that was there already keeps its
  /// place in its sequence (a plugin's slot, told the host's answers after every `stub`).
  package func reprogram(_ method: String, _ programmings: [Programming]) {
    answers.withLock { answers in
      let old = answers[method] ?? []
      let entries = programmings.map { programming in
        old.first { $0.programming == programming } ?? Programmed(programming: programming)
      }
      answers[method] = entries.isEmpty ? nil : entries
    }
  }

  /// The answer programmed for exactly these arguments, if any: what `stub ... clear` forgets.
  package func programmed(_ method: String, where arguments: [CallExpectation.Argument]) -> Answer? {
    answers.withLock { $0[method]?.first { $0.programming.arguments == arguments }?.programming.answer }
  }

  package func snapshot(_ method: String) -> Snapshot {
    answers.withLock { Snapshot(entries: $0[method] ?? []) }
  }

  package func restore(_ method: String, _ snapshot: Snapshot) {
    answers.withLock { $0[method] = snapshot.entries.isEmpty ? nil : snapshot.entries }
  }

  /// Which entry answers a call with these arguments: the most recent matched one, else the plain one.
  private static func answering(_ entries: [Programmed], _ arguments: [CallLog.Argument]) -> Int? {
    entries.indices.last { !entries[$0].programming.arguments.isEmpty && entries[$0].programming.matches(arguments) }
      ?? entries.indices.last { entries[$0].programming.arguments.isEmpty }
  }

  /// What the next call with these arguments will be answered, without answering it: never a
  /// `.sequence`.
  public func answer(for method: String, arguments: [CallLog.Argument] = []) -> Answer? {
    answers.withLock { answers in
      guard let entries = answers[method], let index = Self.answering(entries, arguments) else { return nil }
      return entries[index].programming.answer.forCall(entries[index].served)
    }
  }

  /// The answer for a call being made now: a sequence moves on to its next answer. Nil when
  /// nothing was programmed for it, which a strict double reports.
  public func take(for method: String, arguments: [CallLog.Argument] = []) -> Answer? {
    let answer = answers.withLock { answers -> Answer? in
      guard let entries = answers[method], let index = Self.answering(entries, arguments) else { return nil }
      let programmed = entries[index]
      answers[method]?[index].served += 1
      return programmed.programming.answer.forCall(programmed.served)
    }
    if answer == nil { reportIfStrict(method, arguments) }
    return answer
  }

  // MARK: - Strict doubles

  /// Whether a call nothing programmed is a failure (`use <slot> stub strict=true`): Mockable's
  /// default and Cuckoo's mocks, where the sandbox's default answers as the stub's default does.
  public var isStrict: Bool { strict.withLock { $0 } }

  /// Set by the slot from its `use` options, on every choice.
  package func makeStrict(_ isStrict: Bool) {
    strict.withLock { $0 = isStrict }
  }

  /// Whether a call with these arguments goes past the programmed answers to the double's own
  /// (a stub's default, a spy's real client); a strict double reports it as it passes.
  public func passesOn(_ method: String, arguments: [CallLog.Argument] = []) -> Bool {
    guard answer(for: method, arguments: arguments) == nil else { return false }
    reportIfStrict(method, arguments)
    return true
  }

  private func reportIfStrict(_ method: String, _ arguments: [CallLog.Argument]) {
    // Reading the state is no call (`CallRecorder.observing`).
    guard isStrict, !CallRecorder.isReadingState else { return }
    reportIssue(StrictAnswerMissing(slot: slot, call: CallLog.Call.describing(method, arguments), method: method).description)
  }

  /// Every programmed answer, by method name, each method's in the order they were programmed;
  /// sequences whole.
  package var programmed: [Programming] {
    answers.withLock { $0.sorted { $0.key < $1.key }.flatMap { $0.value.map(\.programming) } }
  }

  /// The answer for `method`, decoded; `fallback` answers when nothing was programmed
  /// (a stub's sensible default), otherwise an unprogrammed call throws `NoAnswer`. The call's
  /// `arguments` pick a matched answer and fill an answer that names them
  /// (`"\(number) is a good number."`).
  public func respond<Result>(
    to method: String,
    arguments: [CallLog.Argument] = [],
    decode: (Value) throws -> Result,
    fallback: (() throws -> Result)? = nil
  ) throws -> Result {
    switch take(for: method, arguments: arguments) {
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

/// A strict double was called with nothing programmed for the call: one `FAIL`, at once.
struct StrictAnswerMissing: CustomStringConvertible {
  let slot: String
  let call: String
  let method: String
  var description: String {
    "\(slot).\(call) has no programmed answer, and \(slot) is strict: program one (stub \(slot).\(method) returns ...), "
      + "or use a double that is not strict"
  }
}

/// The error a stub throws when programmed with `throws <value>`.
public struct StubbedError: Error, Equatable, Sendable, CustomStringConvertible {
  public var value: Value
  public init(value: Value) { self.value = value }
  /// The text the user gave, unquoted: `throws "server down"` reads `server down`.
  public var description: String { value.text ?? value.description }

  /// What `throws "..."` is told to throw an error again: its text, as it prints.
  public static func text(of error: any Error) -> String {
    (error as? StubbedError)?.description ?? String(describing: error)
  }
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
