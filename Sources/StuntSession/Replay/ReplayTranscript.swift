/// What replaying a script printed: one report per command run (fewer when `quit` ended the
/// session, or a time limit stopped it), and what the end of the session printed.
public struct ReplayTranscript: Codable, Equatable, Sendable {
  public var outputs: [CommandReport]
  public var end: CommandReport
  /// The goals of a lesson's steps that did not hold after the step's commands.
  public var unmetGoals: [FileFailure] = []

  public init(outputs: [CommandReport], end: CommandReport, unmetGoals: [FileFailure] = []) {
    self.outputs = outputs
    self.end = end
    self.unmetGoals = unmetGoals
  }
}
