/// One way to call a command, and what runs when a line takes that form: `verify [slot]` and
/// `verify order <slot>.<method> <slot>.<method> ...` are two forms of `verify`, each with its
/// own run, as a subcommand has in swift-argument-parser.
struct CommandForm: Sendable {
  typealias Run = @MainActor @Sendable (Arguments, CommandContext) async throws(CommandError) -> Void

  let arguments: [Argument]
  /// It steers the lesson being played (`hint`, `skip` alone) rather than the sandbox: never a
  /// step's answer, never in a transcript.
  let steersLesson: Bool
  let run: Run

  init(_ arguments: Argument..., steersLesson: Bool = false, run: @escaping Run) {
    self.arguments = arguments
    self.steersLesson = steersLesson
    self.run = run
  }

  /// `verify order <slot>.<method> <slot>.<method> ...`
  func usage(_ command: String) -> String {
    ([command] + arguments.map(\.usage)).joined(separator: " ")
  }

  var positional: [Argument] { arguments.filter { $0.role != .flag } }
  var flags: [Argument] { arguments.filter { $0.role == .flag } }
}
