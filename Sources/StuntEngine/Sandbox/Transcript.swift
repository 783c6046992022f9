import StuntKit
import StuntSession

/// The commands typed so far and what they printed: what `history` lists and `save` writes,
/// with what the session started with that no command says (`% context test`). `save` itself
/// is left out, so a saved session replays to the same output.
@MainActor
struct Transcript {
  private(set) var entries: [TranscriptEntry] = []
  /// Told each command as it joins the transcript, with what it printed: the terminal keeps a
  /// journal of the session with it, so nothing typed is lost when Stunt is.
  var onRecord: (@MainActor (String, CommandReport) -> Void)?
  /// Numbered commands when the last `save` wrote.
  private(set) var savedCount = 0
  /// The dependency context the session started in (`stunt --context test`).
  let startingContext: DependencyContext

  init(startingContext: DependencyContext) {
    self.startingContext = startingContext
  }

  /// Commands numbered so far: those that ran, without `help`.
  var numbered: Int { entries.last { $0.number != nil }?.number ?? 0 }

  /// Commands that ran since the last `save` (or since the start, when nothing was saved).
  var hasUnsavedCommands: Bool { numbered > savedCount }

  /// What the session started with and no command of it says, as directives (`% context test`):
  /// what `save` and the journal write at the top, so a replay or `resume` starts the same way.
  var startingDirectives: [String] {
    startingContext == .test ? ["% " + ContextCommand.configuration.name + " " + startingContext.rawValue] : []
  }

  /// Adds a command and tells `onRecord`. A method, not an observer of the array: `didSet`
  /// reading `oldValue` copied the whole transcript at every command, which made a session's
  /// cost grow with the square of its length.
  mutating func record(_ entry: TranscriptEntry) {
    entries.append(entry)
    onRecord?(entry.command, entry.report)
  }

  /// `save` of the whole session wrote it.
  mutating func saved() {
    savedCount = numbered
  }
}
