import StuntKit

struct CallsCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "calls",
    summary: "the call log of spies and mocks: count per method and each call's arguments",
    usage: "calls [slot[.method]]",
    examples: ["calls", "calls numberFact", "calls numberFact.fetch"],
    discussion: ["Only spy and mock variants record calls; `load` and `reset` start a new log."],
    completion: [.slotOrMethod],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try arguments.expectCount(0...1)
    let module = try context.module()
    let log = module.environment.calls
    guard let target = arguments[0]?.text else {
      let calls = log.all
      if calls.isEmpty {
        context.print("no calls recorded" + recordingHint(module.slots.all))
        return
      }
      for slot in module.slots.all {
        for method in slot.descriptor.methods where !log.calls(to: slot.name, method: method.name).isEmpty {
          show(slot.name, method.name, log, context)
        }
      }
      return
    }
    if target.contains(".") {
      let (slot, method) = try module.method(target)
      show(slot.name, method.name, log, context)
      hintIfSilent(slot, log, context)
      return
    }
    guard let slot = module.slots[target] else {
      throw Suggestion.unknown("slot", target, among: module.slots.all.map(\.name))
    }
    for method in slot.descriptor.methods { show(slot.name, method.name, log, context) }
    hintIfSilent(slot, log, context)
  }

  /// A slot with no calls that cannot record any says why.
  static func hintIfSilent(_ slot: DependencySlot, _ log: CallLog, _ context: CommandContext) {
    let hint = recordingHint([slot])
    if log.calls(to: slot.name).isEmpty, !hint.isEmpty { context.print(hint.trimmingLeadingSpace) }
  }

  static func show(_ slot: String, _ method: String, _ log: CallLog, _ context: CommandContext) {
    let calls = log.calls(to: slot, method: method)
    context.print("\(slot).\(method): \(calls.count) call\(calls.count == 1 ? "" : "s")")
    for (index, call) in calls.enumerated() {
      context.print("  \(index + 1). \(call)")
    }
  }

  /// Why a log may be empty: the slots are not spies or mocks.
  static func recordingHint(_ slots: [DependencySlot]) -> String {
    let recording = slots.filter { [.spy, .mock].contains($0.kind) }
    guard recording.isEmpty else { return "" }
    let variants = slots.map { "\($0.name) is \($0.variant)" }.joined(separator: ", ")
    return " (only spy and mock variants record calls; \(variants))"
  }
}

extension String {
  fileprivate var trimmingLeadingSpace: String {
    String(drop { $0 == " " })
  }
}
