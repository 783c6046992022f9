/// One way to call a command, and what runs when a line takes that form: `verify [slot]` and
/// `verify order <slot>.<method> <slot>.<method> ...` are two forms of `verify`, each with its
/// own run, as a subcommand has in swift-argument-parser.
struct CommandForm: Sendable {
  typealias Run = @MainActor @Sendable (Arguments, CommandContext) async throws(CommandError) -> Void

  let arguments: [Argument]
  let run: Run

  init(_ arguments: Argument..., run: @escaping Run) {
    self.arguments = arguments
    self.run = run
  }

  /// `verify order <slot>.<method> <slot>.<method> ...`
  func usage(_ command: String) -> String {
    ([command] + arguments.map(\.usage)).joined(separator: " ")
  }

  var positional: [Argument] { arguments.filter { $0.role != .flag } }
  var flags: [Argument] { arguments.filter { $0.role == .flag } }
}
