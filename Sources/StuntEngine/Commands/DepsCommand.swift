import StuntKit

struct DepsCommand: ReplCommand {
  static let slot = Argument.one("slot", .slot)

  static let configuration = CommandConfiguration(
    name: "deps",
    summary: "each dependency slot: active variant, variants offered, what it is",
    forms: [CommandForm(run: run), CommandForm(slot, run: describe)],
    examples: ["deps", "deps numberFact"],
    discussion: [
      "`deps <slot>` tells one slot's whole story: what each variant does (a stub's answer where",
      "nothing was programmed, a variant's options) and each method doubles can be told about,",
      "with its signature, as `stub`, `mock`, `verify` and `calls` name it.",
    ],
    needsModule: true
  )

  /// `deps numberFact`: the slot's variants and methods, each with what it is.
  static func describe(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let name = try arguments.text(Self.slot)
    guard let slot = module.slots[name] else { throw Suggestion.unknown("slot", name, among: module.slots.all.map(\.name)) }
    context.print("\(name)  \(slot.choiceDescription)  \(slot.descriptor.summary)")
    let variants = slot.descriptor.variants.map { variant in
      (variant.name == variant.kind.rawValue ? variant.name : "\(variant.name) (\(variant.kind.rawValue))",
       variant.summary + variant.options.map { "; \($0.key)= \($0.summary)" }.joined())
    }
    printTable("variants:", variants, context)
    let methods = slot.descriptor.methods.map { ($0.signature, $0.summary + ($0.records ? "" : " (read, not recorded)")) }
    printTable("methods:", methods, context)
  }

  private static func printTable(_ title: String, _ rows: [(String, String)], _ context: CommandContext) {
    guard !rows.isEmpty else { return }
    context.print(title)
    let width = rows.map(\.0.count).max() ?? 0
    for (left, right) in rows { context.print("  " + left.padded(to: width) + "  " + right) }
  }

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
      for programming in slot.answers.programmed {
        context.print("  ".padded(to: nameWidth + 2) + "\(slot.name).\(programming)")
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
