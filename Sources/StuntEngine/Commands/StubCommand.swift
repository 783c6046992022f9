import StuntKit

struct StubCommand: ReplCommand {
  static let target = Argument.one("<slot>.<method>", .method)
  static let answer = Argument.repeated("value", atLeast: 1)
  static let failure = Argument.one("error")
  /// The verb of the throwing form, which also marks an error inside a sequence of answers.
  static let throwsVerb: Argument = "throws"

  static let configuration = CommandConfiguration(
    name: "stub",
    summary: "program what a stub/spy/mock answers",
    forms: [
      CommandForm(target, "returns", answer, run: returns),
      CommandForm(target, throwsVerb, failure, run: throwing),
      CommandForm(target, "clear", run: clear),
    ],
    examples: [
      "stub numberFact.fetch returns \"42 is the answer.\"",
      "stub numberFact.fetch throws \"server down\"",
      "stub numberFact.fetch clear",
      #"stub urlSession.dataTask returns data="[3]" status=200"#,
      #"stub numberFact.fetch returns "one" then "two" then throws "down""#,
    ],
    discussion: [
      "The answer is used by the slot's stub, spy and mock variants, from the next call on.",
      "Until programmed, a stub gives its slot's default (`deps <slot>` shows each variant's; the counter's",
      "says \"<n> is a good number.\"), a spy and a mock answer as the stub, a dummy reports any use,",
      "failing always fails, and a stub with no default reports the call as unanswered.",
      "`\\(name)` in an answer is that argument of the call: returns \"\\(number) is a good number.\"",
      "A method that answers structured data takes it as JSON, or as key=value pairs that make an object.",
      "`then` gives successive calls successive answers (Mockito's thenReturn(a, b)), `throws` among",
      "them an error for that call; the last answer repeats. Programming it again starts it over.",
      "`clear` forgets it: the double falls back to its default answer, or reports that it has none.",
      "An answer that names an object (`returns LoggedInRoutingMock`) makes it once a double that",
      "answers with it is in use, and says its name.",
    ],
    needsModule: true
  )

  static func returns(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try program(arguments, context) { target, method throws(CommandError) in
      // `returns "a" then "b" then throws "down"`: one answer per call, the last repeating.
      var segments: [[Token]] = [[]]
      for token in arguments.all(answer) {
        if !token.isQuoted, token.text == sequenceWord { segments.append([]) } else { segments[segments.count - 1].append(token) }
      }
      guard !segments.contains(where: \.isEmpty) else {
        throw CommandError("'\(sequenceWord)' goes between answers: returns \"a\" then \"b\" then throws \"down\"")
      }
      let answers = try segments.map { tokens throws(CommandError) in try answer(tokens, target, method) }
      return answers.count == 1 ? answers[0] : .sequence(answers)
    }
  }

  /// What separates the answers of successive calls.
  static let sequenceWord = "then"

  /// One answer of a sequence: a value, or `throws <error>` after the first.
  static func answer(_ tokens: [Token], _ target: String, _ method: MethodDescriptor) throws(CommandError) -> StubAnswers.Answer {
    if let first = tokens.first, !first.isQuoted, first.text == throwsVerb.name {
      guard method.throws else { throw CommandError("\(target) does not throw — it can only be programmed with returns") }
      guard tokens.count == 2 else { throw CommandError("throws takes one error: throws \"down\"") }
      let error = try tokens[1].value()
      try checkTemplate(error, target, method)
      return .throws(error)
    }
    let value = try answerValue(tokens, returning: method.returns)
    guard method.returns.accepts(value) else {
      // The type's own words for a scalar, where a generated validator would only say "not".
      if case .structured = method.returns, let problem = method.validate?(value) {
        throw CommandError("\(target) \(problem); got \(value)")
      }
      if case .cases(let typeName, let names) = method.returns {
        throw CommandError("\(target) returns \(typeName): \(names.joined(separator: " or ")); got \(value)")
      }
      let hint = method.returns == .string && value.number != nil ? " — quote it: \"\(value)\"" : ""
      throw CommandError("\(target) returns \(method.returns); got \(value) (\(value.kindName))" + hint)
    }
    if let problem = method.validate?(value) {
      throw CommandError("\(target) \(problem); got \(value)")
    }
    try checkTemplate(value, target, method)
    return .returns(value)
  }

  /// A template names the method's parameters: `\(number)`, or a member of one, `\(data.name)`.
  static func checkTemplate(_ value: Value, _ target: String, _ method: MethodDescriptor) throws(CommandError) {
    let parameters = method.parameters.map(\.name)
    for name in value.templateNames where !parameters.contains(String(name.prefix { $0 != "." })) {
      throw CommandError(
        "'\\(\(name))' names no argument of \(target)"
          + (parameters.isEmpty ? ", which takes none" : " — it takes \(parameters.joined(separator: ", "))"))
    }
  }

  /// One value; for structured data also `key=value` pairs, which make an object in the order
  /// typed (`data="[3]" status=200`). Elsewhere `a=b` stays the one word it was.
  static func answerValue(_ tokens: [Token], returning type: ValueType) throws(CommandError) -> Value {
    let isStructured = if case .structured = type { true } else { false }
    if tokens.count == 1, !isStructured || tokens[0].option == nil {
      return try tokens[0].value()
    }
    guard isStructured else {
      throw CommandError("returns takes one value (\(type)); quote text with spaces: \"\(tokens.map(\.text).joined(separator: " "))\"")
    }
    var members: [Value.Member] = []
    for token in tokens {
      guard let (key, valueToken) = token.option else {
        throw CommandError("'\(token.text)' is not key=value — give one value (\(type.example)), or key=value pairs")
      }
      guard !members.contains(where: { $0.key == key }) else { throw CommandError("\(key)= is given twice") }
      members.append(Value.Member(key, try valueToken.value()))
    }
    return .object(members)
  }

  static func throwing(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try program(arguments, context) { target, method throws(CommandError) in
      guard method.throws else {
        throw CommandError("\(target) does not throw — it can only be programmed with returns")
      }
      let error = try arguments.value(failure)
      try checkTemplate(error, target, method)
      return .throws(error)
    }
  }

  static func clear(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try program(arguments, context) { _, _ throws(CommandError) in nil }
  }

  /// Programs the slot's answer (nil forgets it) and says which of its variants answer with it.
  static func program(
    _ arguments: Arguments, _ context: CommandContext,
    _ makeAnswer: (String, MethodDescriptor) throws(CommandError) -> StubAnswers.Answer?
  ) throws(CommandError) {
    let module = try context.module()
    let target = try arguments.text(Self.target)
    let named = try module.method(target)
    let method = named.method
    guard let slot = named.slot else {
      throw CommandError("\(named.double) is an object double; stub programs a slot's doubles (stub <slot>.<method> ...)")
    }
    let answer = try makeAnswer(target, method)
    let previous = slot.answers.answer(for: method.name)
    slot.answers.program(method.name, answer)
    let made: [String]
    do {
      made = try module.slotDidChange(slot, swapped: false)
    } catch {
      // Refused where the double lives (a plugin checks its own answers): nothing changed.
      slot.answers.program(method.name, previous)
      throw error
    }
    var line = answer.map { "\(target) \($0)" } ?? "\(target): answer cleared"
    let answering = slot.descriptor.variants.filter(\.kind.answersAsProgrammed).map(\.name)
    if !slot.kind.answersAsProgrammed {
      line += " (\(slot.name) is \(slot.variant); "
        + (answering.isEmpty
          ? "none of its variants answers with it)"
          : "\(answering.joined(separator: ", ")) answer\(answering.count == 1 ? "s" : "") with it: use \(slot.name) \(answering[0]))")
    }
    context.print(line)
    if !made.isEmpty { context.print("made " + made.joined(separator: ", ")) }
  }
}
