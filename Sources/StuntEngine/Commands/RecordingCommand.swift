import StuntKit

/// From real to stub: what a slot's `record` variant kept, as the `stub` lines that give the
/// same answers (VCR's cassette, at the level of the dependency's protocol).
struct RecordingCommand: ReplCommand {
  static let shown = Argument.optional("slot", .slot)

  static let configuration = CommandConfiguration(
    name: "recording",
    summary: "what `use <slot> record` kept, as the stub lines that answer the same",
    forms: [CommandForm(shown, run: show)],
    examples: ["recording numberFact", "recording"],
    discussion: [
      "`use <slot> record` runs the slot's real implementation (as its spy does) and keeps every call,",
      "its arguments and what it answered: a value, a thrown error, or for a URL session the data,",
      "status and headers. `recording <slot>` prints the `stub` lines that give those answers again,",
      "matched by arguments; where the same arguments got different answers, in turn (`then`).",
      "Without a slot it prints the lines of every slot that recorded calls. A recording lasts until",
      "the next `use <slot> record`. `playback <slot>` runs the lines and switches to the stub.",
    ],
    needsModule: true
  )

  static func show(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    if let name = arguments[shown]?.text {
      let stubs = try await recorded(try slot(named: name, in: module), in: module)
      context.print(lines(stubs, name))
      return
    }
    var printed = false
    for slot in module.slots.all where slot.descriptor.variant(named: SlotDescriptor.recordVariant) != nil {
      let entries = try await module.recording(of: slot.name)
      guard !entries.isEmpty else { continue }
      context.print(lines(RecordedStubs(entries, slot: slot.name, methods: slot.descriptor.methods), slot.name))
      printed = true
    }
    if !printed {
      let recordable = module.slots.all.filter { $0.descriptor.variant(named: SlotDescriptor.recordVariant) != nil }.map(\.name)
      throw CommandError(
        recordable.isEmpty
          ? "no slot of \(module.name) can record: " + UseCommand.recordingNeeds
          : "nothing was recorded: use \(recordable[0]) \(SlotDescriptor.recordVariant), then make the module call it")
    }
  }

  static func slot(named name: String, in module: any ModuleSession) throws(CommandError) -> DependencySlot {
    guard let slot = module.slots[name] else { throw Suggestion.unknown("slot", name, among: module.slots.all.map(\.name)) }
    guard slot.descriptor.variant(named: SlotDescriptor.recordVariant) != nil else {
      throw CommandError("\(name) has no \(SlotDescriptor.recordVariant) variant: " + UseCommand.recordingNeeds)
    }
    return slot
  }

  static func recorded(_ slot: DependencySlot, in module: any ModuleSession) async throws(CommandError) -> RecordedStubs {
    let entries = try await module.recording(of: slot.name)
    guard !entries.isEmpty else {
      let exercise = slot.descriptor.exercises.isEmpty ? "" : " (" + slot.descriptor.exercises.joined(separator: "; ") + ")"
      throw CommandError(
        "\(slot.name) recorded no calls: use \(slot.name) \(SlotDescriptor.recordVariant), then make the module call it\(exercise)")
    }
    return RecordedStubs(entries, slot: slot.name, methods: slot.descriptor.methods)
  }

  /// The `stub` lines, then what they leave out as comments: the output pastes into a script.
  static func lines(_ stubs: RecordedStubs, _ slot: String) -> [String] {
    let lines = stubs.lines(stubbing: slot, command: StubCommand.configuration.name) + stubs.comments
    return lines.isEmpty ? ["# \(slot): every call recorded returned nothing, so its stub needs no answer"] : lines
  }
}
