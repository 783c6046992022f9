struct LoadCommand: ReplCommand {
  static let module = Argument.one("module", .module)

  static let configuration = CommandConfiguration(
    name: "load",
    summary: "instantiate a module with its default dependencies; it becomes the current module",
    forms: [CommandForm(module, run: run)],
    examples: ["load counter"],
    discussion: ["A module already loaded is unloaded first (effects still running are reported)."]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let name = try arguments.text(Self.module)
    guard let entry = context.sandbox.module(named: name) else {
      throw Suggestion.unknown("module", name, among: context.sandbox.modules.map { $0.descriptor.name })
    }
    if let current = context.sandbox.loaded {
      UnloadCommand.unload(current, context)
    }
    let module = try await entry.open(context.sandbox.backend)
    context.sandbox.load(module)
    context.print("loaded \(module.name) (\(module.slots.summary))")
    context.print(module.showChanges(from: module.lastShownState, ownChange: false).lines)
  }
}
