import StuntKit

struct VerifyCommand: ReplCommand {
  static let mock = Argument.optional("slot", .double)
  static let steps = Argument.repeated("<slot>.<method>", .method, atLeast: 2)

  static let configuration = CommandConfiguration(
    name: "verify",
    summary: "check that mocks got every call they expect, or that calls came in an order",
    forms: [CommandForm(mock, run: run), CommandForm("order", steps, run: order)],
    examples: ["verify", "verify clubService", "verify order interactor.activate loggedInBuilder.build"],
    discussion: [
      "An unmet expectation prints FAIL with every call the method received since the slot became",
      "a mock, and the closest one. `verify order` checks that the calls happened in that order",
      "(other calls may come between), across doubles: slots and object doubles alike.",
    ],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
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
      context.print("ok: \(held) expectation\(held == 1 ? "" : "s") of \(mocks.joined(separator: ", ")) met")
    }
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
      let named = try module.method(target)
      if let slot = named.slot, !slot.kind.recordsCalls, calls.calls(to: slot.name).isEmpty {
        throw CommandError("\(slot.name) is \(slot.variant) and records no calls — use \(slot.name) spy or mock to check its order")
      }
      return CallStep(named.double, named.method.name)
    }
    guard let violation = calls.checkOrder(steps) else {
      context.print("ok: " + steps.map(\.description).joined(separator: " then "))
      return
    }
    context.fail(
      violation.description,
      details: ["  recorded, in order:"]
        + (violation.recorded.isEmpty ? ["    none"] : violation.recorded.map { "    \($0.sequence). \($0.qualified)" }))
  }
}
