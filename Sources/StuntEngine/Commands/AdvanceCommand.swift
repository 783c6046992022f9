import IssueReporting
import StuntKit

struct AdvanceCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "advance",
    summary: "move the test clock; prints the actions received",
    usage: "advance <duration>",
    examples: ["advance 1s", "advance 500ms", "advance 1h"],
    discussion: ["Durations: a number and one of ms, s, m, h (`1.5s` works too)."],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try arguments.expectCount(1...1)
    let module = try context.module()
    let duration = try DurationText.require(try arguments.word(0, "duration"))
    guard let clock = module.instance.testClock else {
      let clockSlot = module.slots.all.first { $0.descriptor.variant(named: "test") != nil }
      if let clockSlot {
        throw CommandError(
          "\(clockSlot.name) is \(clockSlot.variant); advance moves a test clock — use \(clockSlot.name) test first")
      }
      throw CommandError("\(module.name) has no clock to advance")
    }
    try await context.showingChanges(of: module, input: "advance", ownChange: false) { () throws(CommandError) in
      await withIssueReporters([module.effects.issueReporter]) {
        await clock.advance(by: duration)
      }
    }
  }
}
