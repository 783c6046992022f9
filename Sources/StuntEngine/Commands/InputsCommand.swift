struct InputsCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "inputs",
    summary: "the inputs (actions) the module accepts, with their parameters",
    forms: [CommandForm(run: run)],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let inputs = try context.module().descriptor.inputs
    let width = inputs.map(\.signature.count).max() ?? 0
    for input in inputs {
      let note = input.isFedBackByEffects ? " (fed back by effects)" : ""
      context.print(input.signature.padded(to: width) + "  " + input.summary + note)
    }
  }
}
