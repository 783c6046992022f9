import StuntKit

struct StubCommand: ReplCommand {
  static let target = Argument.one("<slot>.<method>", .method)
  /// Which calls the answer is for (`number=0`), as `mock` and `verify` match them.
  static let matchers = Argument.options("name=value", .methodArgument(of: target))
  static let answer = Argument.repeated("value", atLeast: 1)
  static let failure = Argument.repeated("error", atLeast: 1)
  static let returnsVerb: Argument = "returns"
  /// The verb of the throwing form, which also marks an error inside a sequence of answers.
  static let throwsVerb: Argument = "throws"
  static let clearVerb: Argument = "clear"

  static let configuration = CommandConfiguration(
    name: "stub",
    summary: "program what a stub/spy/mock answers",
    forms: [
      CommandForm(target, matchers, returnsVerb, answer, run: returns),
      CommandForm(target, matchers, throwsVerb, failure, run: throwing),
      CommandForm(target, matchers, clearVerb, run: clear),
    ],
    examples: [
      "stub numberFact.fetch returns \"42 is the answer.\"",
      "stub numberFact.fetch throws \"server down\"",
      "stub numberFact.fetch clear",
      #"stub urlSession.dataTask returns data="[3]" status=200"#,
      #"stub numberFact.fetch returns "one" then "two" then throws "down""#,
      #"stub numberFact.fetch number=0 returns "zero""#,
      #"stub numberFact.fetch number=>=10 throws "too big""#,
    ],
    discussion: [
      "The answer is used by the slot's stub, spy and mock variants, from the next call on.",
      "Until programmed, a stub gives its slot's default (`deps <slot>` shows each variant's; the counter's",
      "says \"<n> is a good number.\"), a spy answers as the real implementation it wraps, a mock as the",
      "stub, a dummy reports any use, failing always fails, and a stub with no default reports the call",
      "as unanswered.",
      "`name=value` before the verb programs the answer for the calls whose arguments match, as `mock`",
      "and `verify` match them (Mockito's when(get(0))): of those that match, the most recent answers;",
      "a call none matches gets the plain answer, else the default.",
      "`\\(name)` in an answer is that argument of the call: returns \"\\(number) is a good number.\"",
      "A method that answers structured data takes it as JSON, or as key=value pairs that make an object.",
      "`then` gives successive calls successive answers (Mockito's thenReturn(a, b)), `throws` among",
      "them an error for that call; the last answer repeats. Programming it again starts it over.",
      "`clear` forgets it: with name=value the answer for those arguments, without, every answer of the",
      "method; the double falls back to its default answer, or reports that it has none.",
      "What stub prints is the rest of a stub line that programs the same answer.",
      "An answer that names an object (`returns LoggedInRoutingMock`) makes it once a double that",
      "answers with it is in use, and says its name.",
    ],
    needsModule: true
  )

  static func returns(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try await program(arguments, context) { target, method throws(CommandError) in
      try sequence([Token(returnsVerb.name)] + arguments.all(answer), target, method)
    }
  }

  static func throwing(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try await program(arguments, context) { target, method throws(CommandError) in
      guard method.throws else {
        throw CommandError("\(target) does not throw — it can only be programmed with returns")
      }
      return try sequence([Token(throwsVerb.name)] + arguments.all(failure), target, method)
    }
  }

  /// What separates the answers of successive calls.
  static let sequenceWord = "then"

  /// `returns "a" then "b" then throws "down"`: one answer per call, the last repeating.
  static func sequence(_ tokens: [Token], _ target: String, _ method: MethodDescriptor) throws(CommandError) -> StubAnswers.Answer {
    var segments: [[Token]] = [[]]
    for token in tokens {
      if !token.isQuoted, token.text == sequenceWord { segments.append([]) } else { segments[segments.count - 1].append(token) }
    }
    guard !segments.contains(where: \.isEmpty) else {
      throw CommandError("'\(sequenceWord)' goes between answers: returns \"a\" then \"b\" then throws \"down\"")
    }
    let answers = try segments.map { tokens throws(CommandError) in try answer(tokens, target, method) }
    return answers.count == 1 ? answers[0] : .sequence(answers)
  }

  /// One answer of a sequence: a value, or `throws <error>`; either after `returns` as well, as
  /// the first answer is typed. `returns throws "x" then "y"` is how sequences that start with an
  /// error were written before `throws` took a sequence of its own, and such sessions still replay.
  static func answer(_ tokens: [Token], _ target: String, _ method: MethodDescriptor) throws(CommandError) -> StubAnswers.Answer {
    var tokens = tokens
    if let first = tokens.first, !first.isQuoted, first.text == returnsVerb.name {
      tokens.removeFirst()
      guard !tokens.isEmpty else { throw CommandError("returns takes a value: returns \(method.returns.example)") }
    }
    if let first = tokens.first, !first.isQuoted, first.text == throwsVerb.name {
      guard method.throws else { throw CommandError("\(target) does not throw — it can only be programmed with returns") }
      guard tokens.count == 2 else {
        throw CommandError(
          tokens.count < 2 ? "throws takes one error: throws \"down\"" : "throws takes one error; quote text with spaces: throws \"server down\"")
      }
      let error = try tokens[1].value()
      try checkTemplate(error, target, method)
      return .throws(error)
    }
    let value = try answerValue(tokens, returning: method.returns)
    // What the user typed, as they typed it.
    let typed = tokens.map(\.typed).joined(separator: " ")
    guard method.returns.accepts(value) else {
      // The type's own words for a scalar, where a generated validator would only say "not".
      if case .structured = method.returns, let problem = method.validate?(value) {
        throw CommandError("\(target) \(problem); got \(typed)")
      }
      if case .cases(let typeName, let names) = method.returns {
        throw CommandError("\(target) returns \(typeName): \(names.joined(separator: " or ")); got \(typed)")
      }
      let hint = method.returns == .string && value.number != nil ? " — quote it: \"\(value)\"" : ""
      throw CommandError("\(target) returns \(method.returns.withRange); got \(typed) (\(value.kindName))" + hint)
    }
    if let problem = method.validate?(value) {
      throw CommandError("\(target) \(problem); got \(typed)")
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
      // What was typed, quotes and all, then the one quoted value it may have meant.
      throw CommandError(
        "returns takes one value (\(type)); got \(tokens.map(\.typed).joined(separator: " ")) — quote text with spaces: "
          + Value.quoted(tokens.map(\.text).joined(separator: " ")))
    }
    var members: [Value.Member] = []
    for token in tokens {
      guard let (key, valueToken) = token.option else {
        throw CommandError("'\(token.typed)' is not key=value — give one value (\(type.example)), or key=value pairs")
      }
      guard !members.contains(where: { $0.key == key }) else { throw CommandError("\(key)= is given twice") }
      members.append(Value.Member(key, try valueToken.value()))
    }
    return .object(members)
  }

  static func clear(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try await program(arguments, context) { _, _ throws(CommandError) in nil }
  }

  /// Programs the slot's answer for the calls the matchers take (nil forgets it) and says which
  /// of its variants answer with it.
  static func program(
    _ arguments: Arguments, _ context: CommandContext,
    _ makeAnswer: (String, MethodDescriptor) throws(CommandError) -> StubAnswers.Answer?
  ) async throws(CommandError) {
    let module = try context.module()
    let target = try arguments.text(Self.target)
    let named = try await module.method(target)
    let method = named.method
    guard let slot = named.slot else {
      throw CommandError("\(named.double) is an object double; stub programs a slot's doubles (stub <slot>.<method> ...)")
    }
    let matching = try await ExpectedCall.arguments(named, arguments.all(matchers), usage: arguments.usage, in: module)
    guard matching.isEmpty || method.matchesArguments else {
      throw CommandError("\(target) answers every call with one answer, made when it is programmed: stub it without name=value")
    }
    let answer = try makeAnswer(target, method)
    let previous = slot.answers.snapshot(method.name)
    slot.answers.program(method.name, where: matching, answer)
    let made: [String]
    do {
      made = try await module.slotDidChange(slot, swapped: false)
    } catch {
      // Refused where the double lives (a plugin checks its own answers): nothing changed.
      slot.answers.restore(method.name, previous)
      throw error
    }
    // The rest of a `stub` line that programs the same: typed back, it does it again.
    context.print(([target] + matching.map(\.typed) + [answer?.description ?? clearVerb.name]).joined(separator: " "))
    // `record` answers with it too, but is where real answers are kept, not stubbed ones.
    let answering = slot.descriptor.variants.filter { $0.kind.answersAsProgrammed && $0.name != SlotDescriptor.recordVariant }.map(\.name)
    if !slot.kind.answersAsProgrammed {
      context.print(
        "(\(slot.name) is \(slot.variant); "
          + (answering.isEmpty
            ? "none of its variants answers with it)"
            : "\(answering.joined(separator: ", ")) answer\(answering.count == 1 ? "s" : "") with it: use \(slot.name) \(answering[0]))"))
    }
    if !made.isEmpty { context.print("made " + made.joined(separator: ", ")) }
  }
}
