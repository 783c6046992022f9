import StuntKit

struct StateCommand: ReplCommand {
  static let path = Argument.optional("path", .statePath)

  static let configuration = CommandConfiguration(
    name: "state",
    summary: "print the whole state, or one field",
    forms: [CommandForm(path, run: run)],
    examples: ["state", "state count"],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let state = try await context.sandbox.state(of: module)
    guard let path = arguments[Self.path]?.text else {
      context.print(StateDump.lines(state))
      return
    }
    context.print(StateDump.lines(try resolve(path, in: state)))
  }

  static func resolve(_ path: String, in state: StateNode) throws(CommandError) -> StateNode {
    switch StatePath(path).resolve(in: state) {
    case .success(let value):
      return value
    case .failure(let missing):
      let name = missing.path.components.last ?? path
      if let match = Suggestion.closest(to: name, in: missing.available) {
        let prefix = missing.path.components.dropLast().map { $0 + "." }.joined()
        throw CommandError("the state has no '\(missing.path)' — did you mean '\(prefix + match)'?")
      }
      throw CommandError(
        "the state has no '\(missing.path)'"
          + (missing.available.isEmpty ? "" : " — it has " + missing.available.joined(separator: ", ")))
    }
  }
}
