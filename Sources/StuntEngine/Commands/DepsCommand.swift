import StuntKit

struct DepsCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "deps",
    summary: "each dependency slot: active variant, variants offered, what it is",
    forms: [CommandForm(run: run)],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let slots = module.slots.all
    let nameWidth = slots.map(\.name.count).max() ?? 0
    let active = slots.map { slot in
      slot.choiceDescription + (module.slots.unusedReason(slot.name).map { "  (unused: \($0))" } ?? "")
    }
    let activeWidth = active.map(\.count).max() ?? 0
    for (slot, active) in zip(slots, active) {
      context.print(
        slot.name.padded(to: nameWidth) + "  " + active.padded(to: activeWidth) + "  " + slot.descriptor.summary)
      context.print("  ".padded(to: nameWidth + 2) + "offers " + offered(slot.descriptor))
      for (method, answer) in slot.answers.programmed {
        context.print("  ".padded(to: nameWidth + 2) + "\(slot.name).\(method) \(answer)")
      }
    }
  }

  /// `real, test (fake), immediate (fake), unimplemented`: the Meszaros kind where the
  /// variant's name does not say it.
  static func offered(_ slot: SlotDescriptor) -> String {
    slot.variants.map { $0.name == $0.kind.rawValue ? $0.name : "\($0.name) (\($0.kind.rawValue))" }
      .joined(separator: ", ")
  }
}
