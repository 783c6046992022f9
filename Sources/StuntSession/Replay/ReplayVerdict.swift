/// How a replayed file compares with its expectations, worked out where it was replayed, so
/// that matching (a `(re)` line can backtrack for a long time) runs under the file's time limit.
public struct ReplayVerdict: Codable, Equatable, Sendable {
  /// What an update would write: the new text and how many commands it rewrote.
  public struct Update: Codable, Equatable, Sendable {
    public var text: String
    public var rewritten: Int
  }

  /// The failures as the file stands.
  public var failures: [FileFailure]
  /// The update the mode asks for, if anything changes.
  public var update: Update?
  /// The failures once the update is written: what it fixed is no longer a failure; what it
  /// cannot fix (a `[failed]` claim, effects left running at the end) still is.
  public var failuresAfterUpdate: [FileFailure]

  /// Judges a transcript against its document. `progress` is told the line of each command
  /// before its output is matched, so a time limit can say which expectation would not end.
  public static func judge(
    _ document: SessionDocument, _ transcript: ReplayTranscript, update mode: UpdateMode,
    progress: (Int) -> Void = { _ in }
  ) -> ReplayVerdict {
    let failures = SessionChecker.failures(document, transcript, progress: progress)
    guard let update = SessionUpdater.update(document, with: transcript, mode: mode, progress: progress) else {
      return ReplayVerdict(failures: failures, update: nil, failuresAfterUpdate: failures)
    }
    let reparsed = try? SessionFiles.parse(update.text, path: document.path)
    return ReplayVerdict(
      failures: failures, update: Update(text: update.text, rewritten: update.rewritten),
      failuresAfterUpdate: reparsed.map { SessionChecker.failures($0, transcript) } ?? failures)
  }
}
