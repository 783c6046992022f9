import StuntKit

struct VerifyCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "verify",
    summary: "check that mocks got every call they expect, or that calls came in an order",
    usage: "verify [slot] | verify order <slot>.<method> <slot>.<method> ...",
    examples: ["verify", "verify clubService", "verify order interactor.activate loggedInBuilder.build"],
    discussion: [
      "An unmet expectation prints FAIL with every call the method received since the slot became",
      "a mock, and the closest one. `verify order` checks that the calls happened in that order",
      "(other calls may come between), across doubles.",
    ],
    completion: [.slotOrMethod],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    if arguments[0]?.text == "order" {
      try order(Array(arguments.tokens.dropFirst()).map(\.text), module, context)
      return
    }
    try arguments.expectCount(0...1)
    let calls = module.environment.calls
    let mocks: [String]
    if let name = arguments[0]?.text {
      guard let slot = module.slots[name] else {
        throw Suggestion.unknown("slot", name, among: module.slots.all.map(\.name))
      }
      guard calls.isMock(slot.name) else {
        throw CommandError("\(slot.name) is \(slot.variant), not a mock — there is nothing to verify")
      }
      mocks = [slot.name]
    } else {
      mocks = calls.mocks
      guard !mocks.isEmpty else { throw CommandError("no slot is a mock — use <slot> mock, then mock <slot>.<method> ...") }
    }
    var held = 0
    for mock in mocks {
      let received = calls.callsSinceMocking(mock)
      for expectation in calls.expectations(of: mock) {
        let made = received.filter(expectation.matches)
        if expectation.count.isMet(by: made.count) {
          held += 1
          continue
        }
        context.fail(
          "\(expectation.double).\(expectation.method) expected \(expectation.count.amount)"
            + (expectation.arguments.isEmpty ? "" : " with " + expectation.arguments.map(\.description).joined(separator: ", "))
            + ", got \(made.count)",
          details: evidence(expectation, received.filter { $0.method == expectation.method }))
      }
    }
    if !context.failed {
      context.print("ok: \(held) expectation\(held == 1 ? "" : "s") of \(mocks.joined(separator: ", ")) met")
    }
  }

  /// Every call the method received, and the closest to what was expected (SwiftyMocky's
  /// "closest calls", Mockingbird's "all invocations").
  static func evidence(_ expectation: CallExpectation, _ calls: [CallLog.Call]) -> [String] {
    guard !calls.isEmpty else { return ["  no calls to \(expectation.double).\(expectation.method) were recorded"] }
    var lines = ["  calls to \(expectation.double).\(expectation.method):"]
    lines += calls.map { "    \($0.sequence). \($0)" }
    if !expectation.arguments.isEmpty, let closest = calls.max(by: { expectation.matchingArguments($0) < expectation.matchingArguments($1) }) {
      lines.append(
        "  closest: \(closest) (\(expectation.matchingArguments(closest)) of \(expectation.arguments.count) arguments as expected)")
    }
    return lines
  }

  /// `verify order a.m b.n ...`: each call after the one before it, in the log of every double.
  static func order(_ targets: [String], _ module: LoadedModule, _ context: CommandContext) throws(CommandError) {
    guard targets.count >= 2 else { throw CommandError("verify order takes two or more <slot>.<method> — usage: \(configuration.usage)") }
    let steps = try targets.map { target throws(CommandError) in
      let (slot, method) = try module.method(target)
      return (slot.name, method.name)
    }
    let calls = module.environment.calls.all
    var position = 0
    for (index, step) in steps.enumerated() {
      guard let found = calls[position...].firstIndex(where: { $0.double == step.0 && $0.method == step.1 }) else {
        let relevant = calls.filter { call in steps.contains { $0.0 == call.double && $0.1 == call.method } }
        context.fail(
          "expected \(targets.joined(separator: " then ")), but "
            + (calls.contains { $0.double == step.0 && $0.method == step.1 }
              ? "\(targets[index]) did not come after \(targets[index - 1])"
              : "\(targets[index]) was never called"),
          details: ["  recorded, in order:"]
            + (relevant.isEmpty ? ["    none"] : relevant.map { "    \($0.sequence). \($0.double).\($0)" }))
        return
      }
      position = found + 1
    }
    context.print("ok: " + targets.joined(separator: " then "))
  }
}
