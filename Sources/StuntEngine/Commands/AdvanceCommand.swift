import StuntKit

struct AdvanceCommand: ReplCommand {
  /// Longer advances are refused: a 1s timer would tick 86,400 times a day.
  static let longest: Duration = .seconds(24 * 3600)
  /// The clock moves in steps this long, so Ctrl-C can stop a long advance between steps.
  static let step: Duration = .seconds(60)

  static let duration = Argument.one("duration")
  /// Each action received prints with its own diff, as TestStore asserts each tick.
  static let each = Argument.flag("--each")

  static let configuration = CommandConfiguration(
    name: "advance",
    summary: "move the test clock; prints the actions received",
    forms: [CommandForm(duration, each, run: run)],
    examples: ["advance 1s", "advance 500ms", "advance 1h", "advance 3s --each"],
    discussion: [
      "Durations: a number and one of ms, s, m, h (`1.5s` works too), at most 24h.",
      "A run of the same action received folds into one line and one diff (`<- timerTick x3`);",
      "`--each` prints every action with its own diff, as TestStore's `receive` asserts each tick.",
      "Ctrl-C stops a long advance; what was received until then is shown.",
    ],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let duration = try DurationText.require(try arguments.text(Self.duration), atMost: longest, by: configuration.name)
    let clock = try await module.clock()
    let each = arguments.isSet(Self.each)
    // `teststore on` keeps each action apart already, and its own way of showing them.
    let unfolds = each && !context.settings.testStore
    if unfolds { try await module.foldReceivedActions(false) }
    var moved: Duration = .zero
    do throws(CommandError) {
      try await context.showingChanges(of: module, input: "advance", ownChange: false) { () throws(CommandError) in
        while moved < duration, !Task.isCancelled {
          let step = min(Self.step, duration - moved)
          await clock.advance(by: step)
          moved += step
        }
      }
    } catch {
      if unfolds { try? await module.foldReceivedActions(true) }  // the advance's own error is the one to say
      throw error
    }
    if unfolds { try await module.foldReceivedActions(true) }
    if moved < duration {
      context.print("interrupted: advanced \(DurationText.text(moved)) of \(DurationText.text(duration))")
    }
  }
}
