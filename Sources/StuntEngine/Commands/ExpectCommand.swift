import StuntKit

struct ExpectCommand: ReplCommand {
  /// Subjects that are not state paths (besides `calls.<slot>.<method>`).
  enum Subject: String, CaseIterable {
    case alert, effects
  }

  /// `calls.<slot>.<method>`: what spies and mocks recorded.
  nonisolated static let callsPrefix = "calls."
  /// `use.<slot>`: the variant the slot uses (`expect use.numberFact == stub`).
  nonisolated static let usePrefix = "use."

  static let subject = Argument.one("subject", .expectSubject)
  static let comparison = Argument.one("operator", .choice(Comparison.words))
  static let expected = Argument.one("value")

  static let configuration = CommandConfiguration(
    name: "expect",
    summary: "assert something; a failure prints FAIL and fails the run",
    forms: [CommandForm(subject, comparison, expected, run: run)],
    examples: [
      "expect count == 3",
      "expect fact == nil",
      "expect alert == lackOfInformation",
      "expect calls.numberFact.fetch == 1",
      "expect use.numberFact == stub",
      "expect calls.loggedInBuilder.build.listener === interactor",
      #"expect calls.clubService.createClub.data ~= {"name": "그룹명"}"#,
      "expect effects == 0",
    ],
    discussion: [
      "Subjects: a state path, `alert` (the alert's case; its title when it has none; nil when no",
      "alert is shown), `calls.<slot>.<method>` (how many calls were recorded),",
      "`calls.<slot>.<method>.<argument>` (that argument of the last call; `.<n>.<argument>` of the",
      "n-th; `.data.name` reaches into it), `use.<slot>` (the variant it uses) and `effects` (how",
      "many are running).",
      "Operators: " + Comparison.words.joined(separator: " ") + ". `===` is identity, as in Swift: the",
      "subject is the very object a slot holds (`=== interactor`) or the one named (`=== RootInteractor#1`).",
      "`~=` matches as `mock` and `verify` match an argument: a predicate (`~= hasPrefix(\"그룹\")`,",
      "`~= >=3`) or the members of an object it names (`~= {\"name\": \"그룹명\"}`).",
    ],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let subject = try arguments.text(Self.subject)
    let written = try arguments.text(comparison)
    // The matcher has refused anything else already (`.choice(Comparison.words)`).
    guard let op = Comparison(rawValue: written) else {
      throw Suggestion.unknown(comparison.name, written, among: Comparison.words)
    }
    var expected = try arguments.value(Self.expected)
    if op == .matches, let token = arguments[Self.expected], let predicate = try ExpectedCall.predicate(token) {
      expected = .word(predicate.word)
    }
    let actual = try await measure(subject, in: module, context.sandbox)
    if op == .identical {
      try await identity(subject, actual, expected, module, context)
      return
    }
    let statement = "\(subject) \(op.rawValue) \(expected)"
    guard let holds = op.holds(actual.value, expected) else {
      throw CommandError("\(subject) is \(actual.value.kindName); it cannot be compared with \(op.rawValue) to \(expected)")
    }
    if holds {
      context.print(OutcomeMark.ok.line(statement))
    } else {
      var note = actual.note.map { "; \($0)" } ?? ""
      if case .reference = actual.value, let word = expected.text, module.slots[word] != nil {
        note += "; to compare with the object \(word) holds, write === \(word)"
      }
      let diff = op == .equal ? ValueDiff.lines(expected: expected, actual: actual.value) : nil
      context.fail("expected \(statement), got \(actual.value)" + note, details: diff ?? [])
    }
  }

  /// `expect <subject> === <slot or object name>`: the same object, by its stable name.
  static func identity(
    _ subject: String, _ actual: (value: Value, note: String?), _ expected: Value, _ module: any ModuleSession,
    _ context: CommandContext
  ) async throws(CommandError) {
    guard case .word(let word) = expected else {
      throw CommandError("=== compares objects: name a slot (=== interactor) or an object (=== RootInteractor#1); got \(expected)")
    }
    guard let name = try await module.objectName(word) else {
      if module.slots[word] != nil { throw CommandError("\(word) holds no object to compare with") }
      throw CommandError(
        "no slot or object is named '\(word)' — name a slot (\(module.slots.all.map(\.name).joined(separator: ", "))) or an object such as RootInteractor#1")
    }
    let statement = "\(subject) === \(word)" + (name == word ? "" : " (\(name))")
    switch actual.value {
    case .reference(let actualName) where actualName == name:
      context.print(OutcomeMark.ok.line(statement))
    case .reference, .null:
      context.fail("expected \(statement), got \(actual.value)" + (actual.note.map { "; \($0)" } ?? ""))
    default:
      throw CommandError("\(subject) is \(actual.value.kindName), not an object; === compares objects")
    }
  }

  /// The subject's current value, and a note that helps explain a failure.
  static func measure(_ subject: String, in module: any ModuleSession, _ sandbox: Sandbox) async throws(CommandError) -> (value: Value, note: String?) {
    switch Subject(rawValue: subject) {
    case .alert:
      guard let alert = try await module.alert else { return (.null, nil) }
      return (alert.caseName.map(Value.enumCase) ?? .string(alert.title), alert.line)
    case .effects:
      let running = try await module.runningEffects
      return (.int(running.count), running.isEmpty ? nil : "running: " + running.map(\.origin.input).joined(separator: ", "))
    case nil:
      break
    }
    if subject.hasPrefix(callsPrefix) {
      return try await measureCalls(subject, in: module)
    }
    if subject.hasPrefix(usePrefix) {
      let name = String(subject.dropFirst(usePrefix.count))
      guard let slot = module.slots[name] else {
        throw Suggestion.unknown("slot", name, among: module.slots.all.map(\.name))
      }
      return (.word(slot.variant), "offers " + slot.descriptor.variants.map(\.name).joined(separator: ", "))
    }
    return (try StateCommand.resolve(subject, in: try await sandbox.state(of: module)).value, nil)
  }

  /// `calls.<double>.<method>`: the count; `.<argument>`: that argument of the last call;
  /// `.<n>.<argument>`: of the n-th call.
  static func measureCalls(_ subject: String, in module: any ModuleSession) async throws(CommandError) -> (value: Value, note: String?) {
    let parts = subject.dropFirst(callsPrefix.count).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    // A property's setter is the method `<property>.set`, whose name has a dot of its own.
    let setter = parts.count > 2 ? try? await module.recordedMethod(parts.prefix(3).joined(separator: ".")) : nil
    let named = if let setter { setter } else { try await module.recordedMethod(parts.prefix(2).joined(separator: ".")) }
    let calls = try await module.calls(to: named.double, method: named.method.name)
    let note = calls.isEmpty
      ? "no calls recorded" + (named.slot.map { CallsCommand.recordingHint([$0]) } ?? "")
      : "recorded: " + calls.map(\.description).joined(separator: ", ")
    var rest = parts.dropFirst(setter == nil ? 2 : 3)
    guard !rest.isEmpty else { return (.int(calls.count), note) }
    // `.<n>` picks the n-th call (else the last); then the argument, and a path into it.
    var call = calls.last
    if let first = rest.first, first.allSatisfy(\.isNumber) {
      guard let number = Int(first), number >= 1 else {
        throw CommandError("'\(first)' is not a call number — write calls.\(named.target).1.<argument>")
      }
      call = number <= calls.count ? calls[number - 1] : nil
      rest = rest.dropFirst()
    }
    guard let label = rest.first, !label.isEmpty else {
      throw CommandError("'\(subject)' — write calls.<slot>.<method>, .<argument> or .<n>.<argument>")
    }
    guard let index = named.method.parameters.firstIndex(where: { $0.name == label }) else {
      throw Suggestion.unknown("argument of \(named.target)", label, among: named.method.parameters.map(\.name))
    }
    guard let call else { return (.null, calls.isEmpty ? note : "it was called \(calls.count.counted("time"))") }
    let argument = call.argument(label, at: index) ?? .null
    guard let value = argument.value(at: rest.dropFirst()) else {
      throw CommandError("call \(call.sequence)'s \(label) has no '\(rest.dropFirst().joined(separator: "."))': it is \(argument)")
    }
    return (value, "call \(call.sequence): \(call)")
  }
}
