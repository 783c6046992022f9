/// The stub answers that reproduce a recording: what `recording <slot>` prints as `stub` lines
/// and `playback <slot>` runs.
///
/// Calls are matched by their arguments (`fetch number=1 returns "…"`, Mockito's `when(get(1))`);
/// where the same arguments got different answers, they become a sequence in the order the calls
/// were made (`returns "a" then "b"`), whose last answer repeats as a stub's does. A method that
/// takes no arguments, or whose answer is made when it is programmed (`matchesArguments` false),
/// gets one sequence of all its answers.
package struct RecordedStubs: Sendable {
  /// In the order the slot declares its methods; per method, in the order first called.
  package private(set) var programmings: [StubAnswers.Programming] = []
  /// Calls no stub line can give again, each said once: an answer no `stub` takes (an object),
  /// or a call that had not ended.
  package private(set) var leftOut: [String] = []

  package init(_ entries: [Recording.Entry], slot: String, methods: [MethodDescriptor]) {
    for method in methods {
      let calls = entries.filter { $0.method == method.name }
      guard !calls.isEmpty else { continue }
      let unanswered = calls.filter { $0.answer == nil }.count
      if unanswered > 0 {
        leftOut.append("\(slot).\(method.name): \(unanswered.counted("call")) had not ended, so kept no answer")
      }
      let answered = calls.compactMap { call in call.answer.map { (arguments: Self.matchers(call.arguments, method), answer: $0) } }
      // A method that returns nothing and never threw needs no stub.
      guard answered.contains(where: { !Self.isNothing($0.answer, method) }) else { continue }
      if let refusal = answered.lazy.compactMap({ Self.refusal(of: $0.answer, method) ?? Self.unprintable($0.arguments, $0.answer) }).first {
        leftOut.append("\(slot).\(method.name): \(refusal)")
        continue
      }
      let byArguments = method.matchesArguments && !method.parameters.isEmpty
      var groups: [(arguments: [CallExpectation.Argument], answers: [StubAnswers.Answer])] = []
      for call in answered {
        let key = byArguments ? call.arguments : []
        if let index = groups.firstIndex(where: { $0.arguments == key }) {
          groups[index].answers.append(call.answer)
        } else {
          groups.append((key, [call.answer]))
        }
      }
      programmings += groups.map { StubAnswers.Programming(method: method.name, arguments: $0.arguments, answer: Self.answer($0.answers)) }
    }
  }

  /// A call's arguments as `stub` matches them: each parameter by name and position, equal to
  /// the value the call had. Text is quoted when written out, so it matches as text, never as a
  /// predicate word (`any`, `>=3`).
  static func matchers(_ arguments: [CallLog.Argument], _ method: MethodDescriptor) -> [CallExpectation.Argument] {
    method.parameters.enumerated().compactMap { position, parameter in
      arguments.argument(parameter.name, at: position).map { value in
        CallExpectation.Argument(parameter.name, position: position, value.word.map(Value.string) ?? value)
      }
    }
  }

  /// One answer, or a sequence of them in call order; a repeat at the end is said once, since
  /// the last answer of a sequence answers every call after it.
  static func answer(_ answers: [StubAnswers.Answer]) -> StubAnswers.Answer {
    var answers = answers
    while answers.count > 1, answers[answers.count - 1] == answers[answers.count - 2] { answers.removeLast() }
    return answers.count == 1 ? answers[0] : .sequence(answers)
  }

  private static func isNothing(_ answer: StubAnswers.Answer, _ method: MethodDescriptor) -> Bool {
    method.returns == .void && answer == .returns(.null)
  }

  /// Why `stub` would refuse this answer, as it checks one typed (the method's type, and its own
  /// check where the module declared one).
  private static func refusal(of answer: StubAnswers.Answer, _ method: MethodDescriptor) -> String? {
    guard case .returns(let value) = answer, method.returns != .void else { return nil }
    if let problem = method.validate?(value) { return "its answer \(value) cannot be stubbed: it \(problem)" }
    return method.returns.accepts(value) ? nil : "its answer \(value) is not a \(method.returns) a stub can return"
  }

  /// A control character a typed line cannot hold (a real service may answer one): no `stub`
  /// line could give it again, and printing it would reach the terminal as it is.
  private static func unprintable(_ arguments: [CallExpectation.Argument], _ answer: StubAnswers.Answer) -> String? {
    let values = arguments.map(\.value) + answer.answers.compactMap { answer -> Value? in
      switch answer {
      case .returns(let value), .throws(let value): value
      case .sequence: nil
      }
    }
    guard let scalar = values.lazy.compactMap(\.unprintableScalar).first else { return nil }
    let code = String(scalar.value, radix: 16, uppercase: true)
    return "a call or its answer holds the control character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code), which no stub line can hold"
  }

  /// The `stub` lines, slot and method named: `stub numberFact.fetch number=1 returns "…"`.
  package func lines(stubbing slot: String, command: String) -> [String] {
    programmings.map { "\(command) \(slot).\($0)" }
  }

  /// What was left out, as comments a script skips: `recording`'s output pastes into one.
  package var comments: [String] {
    leftOut.map { "# left out: " + $0 }
  }
}

extension Value {
  /// The first control character but a newline or a tab in its text, keys included.
  fileprivate var unprintableScalar: Unicode.Scalar? {
    func first(_ text: String) -> Unicode.Scalar? {
      text.unicodeScalars.first { $0 != "\n" && $0 != "\t" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
    }
    switch self {
    case .string(let text), .word(let text), .enumCase(let text), .reference(let text): return first(text)
    case .array(let values): return values.lazy.compactMap(\.unprintableScalar).first
    case .object(let members): return members.lazy.compactMap { first($0.key) ?? $0.value.unprintableScalar }.first
    case .int, .double, .bool, .null: return nil
    }
  }

  /// The text of a bare word (a recorded enum case reads as one), which a stub line quotes.
  fileprivate var word: String? {
    if case .word(let text) = self { text } else { nil }
  }
}
