import StuntKit

struct VerifyCommand: ReplCommand {
  static let mock = Argument.optional("slot", .double)
  static let call = Argument.one("<slot>.<method>", .method)
  static let times = Argument.optional("times", .callCount)
  static let expectedArguments = Argument.repeated("name=value", .methodArgument(of: call))
  static let steps = Argument.repeated("<slot>.<method>", .method, atLeast: 2)
  static let orderVerb: Argument = "order"
  static let noMoreVerb: Argument = "noMoreInteractions"
  static let doubles = Argument.repeated("slot", .double, atLeast: 1)

  static let configuration = CommandConfiguration(
    name: "verify",
    summary: "check what mocks expect, the calls a spy or mock got, or the order they came in",
    forms: [
      CommandForm(mock, run: run), CommandForm(call, times, expectedArguments, run: run),
      CommandForm(orderVerb, steps, run: order), CommandForm(noMoreVerb, doubles, run: noMoreInteractions),
    ],
    examples: [
      "verify", "verify clubService", #"verify clubService.createClub 1 data.name="그룹명""#,
      "verify numberFact.fetch atLeast 2 number=>=3", "verify rentService.apply never", "verify numberFact.fetch between 1 5",
      "verify order interactor.activate loggedInBuilder.build",
      "verify order numberFact.fetch number=0 numberFact.fetch number=1",
      "verify order numberFact.fetch number=0 numberFact.fetch atLeast 1 number=1",
      "verify noMoreInteractions numberFact",
    ],
    discussion: [
      "Alone or with a mock, it checks what `mock` told the mocks to expect. With a method it",
      "checks the calls already made, as Mockito's verify(mock, times(1)) does: of a spy or a",
      "mock, with the count (1 when left out, or never, atLeast N, atMost N, between N M) and",
      "the arguments `mock` takes, predicates included.",
      "A FAIL lists every call the method received since the slot got its double, and the",
      "closest one. `verify order` checks that the calls happened in that order (other calls",
      "may come between), across doubles: slots and object doubles alike, as Mockito's inOrder.",
      "Each step may take a count and name the arguments of its calls, as `verify` does, and",
      "counts as Mockito's inOrder: every matching call after the step before, so `a.m` (once)",
      "fails when a.m was called twice there; `a.m atLeast 1` allows more.",
      "`verify noMoreInteractions` checks that every call the doubles received was checked by",
      "an earlier verify (Mockito's verifyNoMoreInteractions).",
    ],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    // `verify a.m` takes the first form, which reads it as a slot.
    if let target = (arguments[call] ?? arguments[mock].flatMap { $0.text.contains(".") ? $0 : nil })?.text {
      let words = arguments.all(times) + arguments.all(expectedArguments)
      try await verifyCalls(await module.recordedMethod(target), words, usage: arguments.usage, context)
      return
    }
    let calls = module
    let mocks: [String]
    if let name = arguments[mock]?.text {
      let double = try await module.double(name)
      guard try await calls.isMock(double.name) else {
        let variant = module.slots[double.name].map { "is \($0.variant), not a mock" } ?? "is not a mock"
        throw CommandError("\(double.name) \(variant) — there is nothing to verify")
      }
      guard try await !calls.expectations(of: double.name).isEmpty else {
        throw CommandError("\(double.name) expects nothing yet — mock \(double.name).<method> <times> first")
      }
      mocks = [double.name]
    } else {
      var expecting: [String] = []
      for name in try await module.doubleNames where try await !calls.expectations(of: name).isEmpty { expecting.append(name) }
      mocks = expecting
      guard !mocks.isEmpty else {
        throw CommandError("no mock expects anything — use <slot> mock, then mock <slot>.<method> <times>")
      }
    }
    var held = 0
    for mock in mocks {
      let result = try await calls.verify(mock)
      held += result.met
      let unmet = result.unmet.map(\.expectation)
      let received = try await module.calls(to: mock)
      for expectation in try await calls.expectations(of: mock) where !unmet.contains(expectation) {
        context.bookkeeping.verifiedCalls.mark(received.filter(expectation.matches))
      }
      for unmet in result.unmet {
        context.fail(unmet.description, details: evidence(unmet))
      }
    }
    if !context.failed {
      context.print(OutcomeMark.ok.line("\(held.counted("expectation")) of \(mocks.joined(separator: ", ")) met"))
    }
  }

  /// A slot whose double records nothing: which of its variants would, if any does.
  static func recordsNoCalls(_ slot: DependencySlot, to purpose: String) -> CommandError {
    let recording = slot.descriptor.variants.filter(\.kind.recordsCalls).map(\.name)
    return CommandError(
      "\(slot.name) is \(slot.variant) and records no calls — "
        + (recording.isEmpty
          ? "none of its variants does, so there is nothing to verify"
          : "use \(slot.name) \(recording.joined(separator: " or ")) to \(purpose)"))
  }

  /// `verify a.m 2 name=x`: the calls already made, counted as a mock would have.
  static func verifyCalls(_ named: DoubleMethod, _ words: [Token], usage: String, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let received = try await module.calls(to: named.double, method: named.method.name)
    if let slot = named.slot, !slot.kind.recordsCalls, received.isEmpty { throw recordsNoCalls(slot, to: "verify them") }
    let expectation = try await ExpectedCall.read(named, words, usage: usage, countWhenOmitted: .exactly(1), in: module)
    let matching = received.filter(expectation.matches)
    guard expectation.count.isMet(by: matching.count) else {
      let unmet = UnmetExpectation(expectation: expectation, matching: matching.count, calls: received)
      context.fail(unmet.description, details: evidence(unmet))
      return
    }
    context.bookkeeping.verifiedCalls.mark(matching)
    context.print(OutcomeMark.ok.line(expectation.description))
  }

  static func evidence(_ unmet: UnmetExpectation) -> [String] {
    let expectation = unmet.expectation
    guard !unmet.calls.isEmpty else { return ["  no calls to \(expectation.double).\(expectation.method) were recorded"] }
    var lines = ["  calls to \(expectation.double).\(expectation.method):"]
    lines += unmet.calls.map { "    \($0.sequence). \($0)" }
    if let closest = unmet.closest {
      lines.append(
        "  closest: \(closest) (\(expectation.matchingArguments(closest)) of \(expectation.arguments.count) arguments as expected)")
    }
    return lines
  }

  /// `verify order a.m b.n ...`; a step may take a count and name the arguments of its calls,
  /// in the order `verify` takes them: `a.m atLeast 1 number=0`.
  static func order(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let written = try OrderedStep.read(arguments.all(steps), usage: arguments.usage)
    guard written.count >= 2 else {
      throw CommandError("verify order takes 2 or more steps — usage: \(arguments.usage)")
    }
    var steps: [CallStep] = []
    for step in written {
      let named = try await module.recordedMethod(step.method.text)
      if let slot = named.slot, !slot.kind.recordsCalls, try await module.calls(to: slot.name).isEmpty {
        throw recordsNoCalls(slot, to: "check its order")
      }
      let matching = try await ExpectedCall.arguments(named, step.arguments, usage: arguments.usage, in: module)
      steps.append(CallStep(named.double, named.method.name, arguments: matching, count: step.count))
    }
    switch CallStep.follow(steps, in: try await module.calls) {
    case .success(let found):
      context.bookkeeping.verifiedCalls.mark(found)
      context.print(OutcomeMark.ok.line(steps.map(\.description).joined(separator: " then ")))
    case .failure(let violation):
      context.fail(
        violation.description,
        details: ["  recorded, in order:"]
          + (violation.recorded.isEmpty ? ["    none"] : violation.recorded.map { "    \($0.sequence). \($0.qualified)" })
          + (OrderedStep.leniencyHint(violation).map { ["  " + $0] } ?? []))
    }
  }

  /// `verify noMoreInteractions numberFact`: every call the doubles received since they were
  /// given was checked by an earlier `verify`.
  static func noMoreInteractions(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    var names: [String] = []
    for token in arguments.all(doubles) {
      let double = try await module.double(token.text).name
      if let slot = module.slots[double], !slot.kind.recordsCalls, try await module.calls(to: double).isEmpty {
        throw recordsNoCalls(slot, to: "verify them")
      }
      if !names.contains(double) { names.append(double) }
    }
    var checked = 0
    for name in names {
      let received = try await module.calls(to: name)
      let unverified = context.bookkeeping.verifiedCalls.unverified(received)
      checked += received.count
      guard unverified.isEmpty else {
        context.fail(
          "\(name) received \(unverified.count.counted("call")) no verify checked",
          details: ["  not verified:"] + unverified.map { "    \($0.sequence). \($0)" })
        continue
      }
    }
    if !context.failed {
      context.print(OutcomeMark.ok.line(
        "no more interactions with \(names.joined(separator: ", ")): \(checked.counted("call")), each verified"))
    }
  }
}
