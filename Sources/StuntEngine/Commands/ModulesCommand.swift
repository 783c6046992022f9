struct ModulesCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "modules",
    summary: "the modules that can be loaded, with the seed each comes from",
    forms: [CommandForm(run: run)]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let descriptors = context.sandbox.modules.map { $0.descriptor }
    let width = descriptors.map(\.name.count).max() ?? 0
    for descriptor in descriptors {
      context.print(descriptor.name.padded(to: width) + "  " + descriptor.summary + " — seed " + descriptor.seed)
    }
  }
}
