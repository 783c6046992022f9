import StuntKit

struct ContextCommand: ReplCommand {
  static let context = Argument.one("context", .choice(DependencyContext.allCases.map(\.rawValue)))

  static let configuration = CommandConfiguration(
    name: "context",
    summary: "where the next load starts the slots: live (defaults) or test (test values)",
    forms: [CommandForm(context, run: run)],
    examples: ["context test", "context live"],
    discussion: [
      "swift-dependencies' DependencyContext. In a test context, as under TestStore, each slot starts",
      "at its test value: its `unimplemented` variant, else its `failing` one. A slot with neither",
      "keeps its default; when that is real, its first use reports \"@Dependency(\\.slot) has no test",
      "implementation, but was accessed from a test context\" unless `use` chose it. `% context test` at",
      "the top of a session file, or `stunt --context test`, start the session in it.",
    ]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let text = try arguments.text(Self.context)
    guard let chosen = DependencyContext(rawValue: text) else {
      throw Suggestion.unknown("context", text, among: DependencyContext.allCases.map(\.rawValue))
    }
    let sandbox = context.sandbox
    let was = sandbox.settings.context
    sandbox.settings.context = chosen
    let applies = sandbox.loaded.map { " (from the next load; \($0.name) stays as loaded)" } ?? ""
    context.print("context: \(was.rawValue) -> \(chosen.rawValue)" + applies)
  }
}
