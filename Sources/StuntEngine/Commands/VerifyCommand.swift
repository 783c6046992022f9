import StuntKit

struct VerifyCommand: ReplCommand {
  static let mock = Argument.optional("slot", .double)
  static let call = Argument.one("<slot>.<method>", .method)
  static let times = Argument.optional("times", .callCount)
  static let expectedArguments = Argument.repeated("name=value", .methodArgument(of: call))
  static let steps = Argument.repeated("<slot>.<method>", .method, atLeast: 2)

  static let configuration = CommandConfiguration(
    name: "verify",
    summary: "check what mocks expect, the calls a spy or mock got, or the order they came in",
    forms: [
      CommandForm(mock, run: run), CommandForm(call, times, expectedArguments, run: run), CommandForm("order", steps, run: order),
    ],
    examples: [
      "verify", "verify clubService", #"verify clubService.createClub 1 data.name="그룹명""#,
      "verify numberFact.fetch atLeast 2 number=>=3", "verify rentService.apply never",
      "verify order interactor.activate loggedInBuilder.build",
    ],
    discussion: [
      "Alone or with a mock, it checks what `mock` told the mocks to expect. With a method it",
      "checks the calls already made, as Mockito's verify(mock, times(1)) does: of a spy or a",
      "mock, with the count (1 when left out) and arguments `mock` takes, predicates included.",
      "A FAIL lists every call the method received since the slot got its double, and the",
      "closest one. `verify order` checks that the calls happened in that order (other calls",
      "may come between), across doubles: slots and object doubles alike.",
    ],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    // `verify a.m` takes the first form, which reads it as a slot.
    if let target = (arguments[call] ?? arguments[mock].flatMap { $0.text.contains(".") ? $0 : nil })?.text {
      let words = arguments.all(times) + arguments.all(expectedArguments)
      try verifyCalls(module.recordedMethod(target), words, usage: arguments.usage, context)
      return
    }
    let calls = module
    let mocks: [String]
    if let name = arguments[mock]?.text {
      let double = try module.double(name)
      guard calls.isMock(double.name) else {
        let variant = module.slots[double.name].map { "is \($0.variant), not a mock" } ?? "is not a mock"
        throw CommandError("\(double.name) \(variant) — there is nothing to verify")
      }
      guard !calls.expectations(of: double.name).isEmpty else {
        throw CommandError("\(double.name) expects nothing yet — mock \(double.name).<method> <times> first")
      }
      mocks = [double.name]
    } else {
      mocks = module.doubleNames.filter { !calls.expectations(of: $0).isEmpty }
      guard !mocks.isEmpty else {
        throw CommandError("no mock expects anything — use <slot> mock, then mock <slot>.<method> <times>")
      }
    }
    var held = 0
    for mock in mocks {
      let result = calls.verify(mock)
      held += result.met
      for unmet in result.unmet {
        context.fail(unmet.description, details: evidence(unmet))
      }
    }
    if !context.failed {
      context.print(OutcomeMark.ok.line("\(held) expectation\(held == 1 ? "" : "s") of \(mocks.joined(separator: ", ")) met"))
    }
  }

  /// `verify a.m 2 name=x`: the calls already made, counted as a mock would have.
  static func verifyCalls(_ named: DoubleMethod, _ words: [Token], usage: String, _ context: CommandContext) throws(CommandError) {
    let module = try context.module()
    let received = module.calls(to: named.double, method: named.method.name)
    if let slot = named.slot, !slot.kind.recordsCalls, received.isEmpty {
      throw CommandError("\(slot.name) is \(slot.variant) and records no calls — use \(slot.name) spy or mock to verify them")
    }
    let expectation = try ExpectedCall.read(named, words, usage: usage, countWhenOmitted: .exactly(1), in: module)
    let matching = received.filter(expectation.matches).count
    guard expectation.count.isMet(by: matching) else {
      let unmet = UnmetExpectation(expectation: expectation, matching: matching, calls: received)
      context.fail(unmet.description, details: evidence(unmet))
      return
    }
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

  /// `verify order a.m b.n ...`
  static func order(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let targets = arguments.all(steps).map(\.text)
    let calls = module
    let steps = try targets.map { target throws(CommandError) in
      let named = try module.recordedMethod(target)
      if let slot = named.slot, !slot.kind.recordsCalls, calls.calls(to: slot.name).isEmpty {
        throw CommandError("\(slot.name) is \(slot.variant) and records no calls — use \(slot.name) spy or mock to check its order")
      }
      return CallStep(named.double, named.method.name)
    }
    guard let violation = calls.checkOrder(steps) else {
      context.print(OutcomeMark.ok.line(steps.map(\.description).joined(separator: " then ")))
      return
    }
    context.fail(
      violation.description,
      details: ["  recorded, in order:"]
        + (violation.recorded.isEmpty ? ["    none"] : violation.recorded.map { "    \($0.sequence). \($0.qualified)" }))
  }
}
