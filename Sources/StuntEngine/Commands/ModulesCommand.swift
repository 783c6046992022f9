struct ModulesCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "modules",
    summary: "the modules that can be loaded, with the seed each comes from",
    forms: [CommandForm(run: run)],
    discussion: ["`explain <module>` names the seed's file."]
  )

  /// `002 (TCA CounterFeature)` of `002_f0a6046f0bdc7a9c.txt (TCA CounterFeature)`: the number
  /// and the title; the file name is for `explain <module>`. Other spellings stay as written.
  static func title(ofSeed seed: String) -> String {
    guard let underscore = seed.firstIndex(of: "_"), let space = seed.firstIndex(of: " "), underscore < space,
      seed[..<underscore].allSatisfy(\.isNumber), seed[..<space].hasSuffix(".txt")
    else { return seed }
    return String(seed[..<underscore] + seed[space...])
  }

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let modules = context.catalog.modules
    let width = modules.map(\.name.count).max() ?? 0
    for module in modules {
      let descriptor = module.descriptor
      context.print(
        descriptor.name.padded(to: width) + "  " + descriptor.summary
          + (descriptor.seed.isEmpty ? "" : " — seed " + Self.title(ofSeed: descriptor.seed))
          + (module.origin.map { " — plugin " + $0 } ?? ""))
    }
  }
}
