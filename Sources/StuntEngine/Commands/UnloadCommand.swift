struct UnloadCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "unload",
    summary: "drop the current module; reports effects still running",
    forms: [CommandForm(run: run)],
    discussion: [
      "Effects still running are cancelled and reported, as TCA's TestStore reports an effect",
      "still running at the end of a test, and so are actions received (`teststore on`) and never",
      "asserted with `receive`; each is a FAIL unless exhaustivity is off.",
      "What the module does as it goes (a router detaching its children) is shown: the state's change and the calls.",
    ],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    try await unload(module, context)
    await context.sandbox.unload()
  }

  static func unload(_ module: any ModuleSession, _ context: CommandContext) async throws(CommandError) {
    context.print(try await context.sandbox.leave(module, .unload))
    context.print("unloaded \(module.name)")
  }
}
