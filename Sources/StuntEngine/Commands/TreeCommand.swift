import StuntKit

struct TreeCommand: ReplCommand {
  static let mermaid = Argument.flag("--mermaid")
  /// The state field a module draws its tree in (the router's `RouterTree`).
  static let field = "tree"

  static let configuration = CommandConfiguration(
    name: "tree",
    summary: "the module's tree (the router's RIBs): as drawn, or as a Mermaid flowchart",
    forms: [CommandForm(mermaid, run: run)],
    examples: ["tree", "tree --mermaid"],
    discussion: [
      "A module that draws a tree shows it in its state's `tree` field, one node a line, each child",
      "under its parent after `├─ ` or `└─ `. `--mermaid` writes it as a flowchart for a handout.",
    ],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let state = try await context.sandbox.state(of: module)
    guard let node = try? StateCommand.resolve(field, in: state), case .string(let tree) = node.value else {
      throw CommandError("\(module.name) draws no tree: its state has no `\(field)` text (the router has one)")
    }
    let lines = tree.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    context.print(arguments.isSet(mermaid) ? MermaidDiagram.flowchart(tree: tree) : lines)
  }
}
