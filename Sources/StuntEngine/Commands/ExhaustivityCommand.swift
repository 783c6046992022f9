import StuntKit

struct ExhaustivityCommand: ReplCommand {
  static let setting = Argument.one("setting", .choice(OnOff.words))
  static let showSkipped = Argument.optional(
    Exhaustivity.showSkippedAssertionsWord, .choice([Exhaustivity.showSkippedAssertionsWord]))

  static let configuration = CommandConfiguration(
    name: "exhaustivity",
    summary: "what the session must assert from here on, as TestStore.exhaustivity",
    forms: [CommandForm(setting, showSkipped, run: run)],
    examples: ["exhaustivity off", "exhaustivity off " + Exhaustivity.showSkippedAssertionsWord, "exhaustivity on"],
    discussion: [
      "On (the default): an effect still running when a module goes (`unload`, `reset`, the end) fails,",
      "as do actions received with `teststore on` and never asserted. Off: they pass, and `receive`",
      "skips actions until one matches. Off " + Exhaustivity.showSkippedAssertionsWord
        + ": the same, and each check let go is said",
      "(`skipped: …`). `% exhaustivity off` at the top of a session file sets it for the whole file.",
    ]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let words = [try arguments.text(setting)] + (arguments[showSkipped].map { [$0.text] } ?? [])
    guard let exhaustivity = Exhaustivity(words: words) else {
      throw CommandError("exhaustivity takes " + Exhaustivity.spellings.joined(separator: ", ") + " — usage: " + arguments.usage)
    }
    let was = context.settings.exhaustivity
    context.settings.exhaustivity = exhaustivity
    context.print("exhaustivity: \(was.words) -> \(exhaustivity.words)")
  }
}
