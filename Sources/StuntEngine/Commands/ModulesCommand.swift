struct ModulesCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "modules",
    summary: "the modules that can be loaded, with the seed each comes from",
    forms: [CommandForm(run: run)]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let modules = context.sandbox.modules
    let width = modules.map(\.name.count).max() ?? 0
    for module in modules {
      let descriptor = module.descriptor
      context.print(
        descriptor.name.padded(to: width) + "  " + descriptor.summary
          + (descriptor.seed.isEmpty ? "" : " — seed " + descriptor.seed)
          + (module.origin.map { " — plugin " + $0 } ?? ""))
    }
  }
}
