import StuntKit
import StuntSession

struct LoadCommand: ReplCommand {
  static let module = Argument.one("module", .module)

  static let configuration = CommandConfiguration(
    name: "load",
    summary: "instantiate a module with its default dependencies; it becomes the current module",
    forms: [CommandForm(module, run: run)],
    examples: ["load counter"],
    discussion: ["A module already loaded is unloaded first (effects still running are reported)."]
  )

  /// The line that says the module is loaded begins so.
  static let loaded = "loaded "

  /// What `load` prints in a fresh sandbox, from what it printed in this one: without what came
  /// before its own line (what effects did since the last command, unloading the module that
  /// was loaded), which a replay of a session that begins with it never prints. Failed only if
  /// what it printed of its own failed.
  static func asFirstCommand(_ report: CommandReport) -> CommandReport {
    guard let own = report.lines.lastIndex(where: { $0.hasPrefix(loaded) }), own > 0 else { return report }
    let lines = Array(report.lines[own...])
    let failed = report.failed && lines.contains { OutcomeMark.of($0).map { $0 != .ok } ?? false }
    return CommandReport(lines: lines, status: failed ? report.status : .ok)
  }

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let name = try arguments.text(Self.module)
    let sandbox = context.sandbox
    guard let entry = sandbox.module(named: name) else {
      let unknown = Suggestion.unknown("module", name, among: sandbox.modules.map(\.name))
      guard !sandbox.catalog.leftOutPlugins.isEmpty else { throw unknown }
      throw CommandError(unknown.message + "; left out at start: " + sandbox.catalog.leftOutPlugins.joined(separator: "; "))
    }
    if let current = context.loaded {
      try await UnloadCommand.unload(current, context)
    }
    let dependencies = sandbox.settings.context
    let module = try await entry.open(in: dependencies, backend: sandbox.backend)
    try await sandbox.loadAfresh(module, in: dependencies)
    context.print(Self.loaded + "\(module.name)" + (dependencies == .test ? " in a test context" : "") + " (\(module.slots.summary))")
    try await context.print(sandbox.showChanges(of: module, from: sandbox.bookkeeping.lastShownState, ownChange: false).output())
  }
}
