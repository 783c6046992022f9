import StuntKit

/// The second half of from real to stub: the slot's stub, told the answers its `record` variant
/// kept (VCR's playback, Hoverfly's simulate mode).
struct PlaybackCommand: ReplCommand {
  static let slot = Argument.one("slot", .slot)

  static let configuration = CommandConfiguration(
    name: "playback",
    summary: "switch a recorded slot to its stub, programmed with what the real one answered",
    forms: [CommandForm(slot, run: run)],
    examples: ["playback numberFact"],
    discussion: [
      "Runs the `stub` lines `recording <slot>` prints, then `use <slot> stub` (its mock where it has no",
      "stub), each as if typed and printing what it prints: `save` writes them, not `playback`, so the",
      "saved session answers from the stubs and needs no real service from there on. What the stub had",
      "programmed for other arguments stays. A line the stub refuses stops it; the slot keeps its variant.",
    ],
    needsModule: true,
    transcript: .leftOut
  )

  /// Runs the recording's `stub` lines and `use <slot> stub` as typed commands, each printing as
  /// it would: the transcript holds them, not this command, so a saved session needs no recording.
  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let name = try arguments.text(Self.slot)
    let recorded = try RecordingCommand.slot(named: name, in: module)
    // The stub, else the double that answers as it does (a mock, a recording stub).
    let variants = recorded.descriptor.variants
    guard
      let stub = variants.first(where: { $0.kind == .stub }) ?? variants.first(where: { $0.kind == .mock })
        ?? variants.first(where: { $0.name == GeneratedDouble.recordingStub })
    else {
      throw CommandError("\(name) has no stub or mock variant to answer as recorded")
    }
    let stubs = try await RecordingCommand.recorded(recorded, in: module)
    let sandbox = context.sandbox
    let commands = stubs.lines(stubbing: name, command: StubCommand.configuration.name)
      + ["\(UseCommand.configuration.name) \(name) \(stub.name)"]
    sandbox.runs.depth += 1
    defer { sandbox.runs.depth -= 1 }
    for command in commands {
      let report = await sandbox.execute(command)
      guard report.status == .rejected else {
        context.print(report.lines)
        if report.status == .failed { context.markFailed() }
        continue
      }
      // Its one `error:` line, saying what was not done.
      let refusal = report.lines.first { OutcomeMark.of($0) == .error }.map { String($0.dropFirst(OutcomeMark.error.rawValue.count)) }
      context.print(report.lines.filter { OutcomeMark.of($0) != .error })
      throw CommandError("\(refusal ?? command) — \(name) stays \(recorded.variant)")
    }
    context.print(stubs.comments)
  }
}
