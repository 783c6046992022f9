import StuntKit

struct UseCommand: ReplCommand {
  static let slot = Argument.one("slot", .slot)
  static let variant = Argument.one("variant", .variant(of: slot))
  static let options = Argument.repeated("key=value", .variantOption(slot: slot, variant: variant))

  static let configuration = CommandConfiguration(
    name: "use",
    summary: "swap a dependency at runtime; prints old -> new",
    forms: [CommandForm(slot, variant, options, run: run)],
    examples: ["use clock test", "use numberFact stub", "use numberFact real url=http://127.0.0.1:8080"],
    discussion: [
      "Effects already running keep the dependency they started with, as in TCA;",
      "the next input uses the new one. `deps` lists slots and variants. When the swap shows in",
      "the module's state, the state's diff follows.",
    ],
    needsModule: true
  )

  /// Why a slot offers no `record` variant, said wherever one is asked for.
  static let recordingNeeds = "recording needs a real variant and a spy over it (a plugin built before recording does not support it)"

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let slotName = try arguments.text(Self.slot)
    guard let slot = module.slots[slotName] else {
      throw Suggestion.unknown("slot", slotName, among: module.slots.all.map(\.name))
    }
    let variantName = try arguments.text(Self.variant)
    guard let variant = slot.descriptor.variant(named: variantName) else {
      let offered = slot.descriptor.variants.map(\.name)
      if variantName == SlotDescriptor.recordVariant {
        throw CommandError("\(slotName) has no variant 'record' — it offers \(offered.joined(separator: ", ")); " + Self.recordingNeeds)
      }
      if let match = Suggestion.closest(to: variantName, in: offered) {
        throw CommandError("\(slotName) has no variant '\(variantName)' — did you mean '\(match)'?")
      }
      throw CommandError("\(slotName) has no variant '\(variantName)' — it offers \(offered.joined(separator: ", "))")
    }
    var options: [String: Value] = [:]
    for token in arguments.all(Self.options) {
      guard let (key, valueToken) = token.option else {
        throw CommandError("unexpected argument '\(token.typed)' — options are key=value — usage: \(arguments.usage)")
      }
      guard let option = variant.options.first(where: { $0.key == key }) else {
        let keys = variant.options.map(\.key)
        throw CommandError(
          "\(slotName) \(variantName) takes no option '\(key)'"
            + (keys.isEmpty ? "" : " — it takes \(keys.map { $0 + "=" }.joined(separator: ", "))")
            + (key == OptionDescriptor.strict.key ? "; stubs and mocks take it (a plugin built before strict doubles does not support it)" : ""))
      }
      let value = try valueToken.value()
      guard option.type.accepts(value) else {
        throw CommandError("option \(key) takes a \(option.type), e.g. \(key)=\(option.type.example); got \(valueToken.typed)")
      }
      options[key] = value
    }
    if case .int(let times)? = options["times"], times < 0 {
      throw CommandError("times takes a number of calls, 0 or more")
    }
    let before = try await context.sandbox.state(of: module)
    let previous: DependencySlot.Choice
    do {
      previous = try slot.use(variantName, options: options)
    } catch {
      throw CommandError(error.message)
    }
    let made = try await module.slotDidChange(slot, swapped: true)
    context.print("\(slotName): \(slot.descriptor.variants[previous.index].name) -> \(slot.choiceDescription)")
    if !made.isEmpty { context.print("made " + made.joined(separator: ", ")) }
    // When the swap shows in the state (the router module names its collaborators there),
    // the diff says what changed.
    if let diff = StateDiff.lines(from: before, to: try await context.sandbox.state(of: module)) {
      context.print(diff)
      context.bookkeeping.lastShownState = try await context.sandbox.state(of: module)
    }
  }
}
