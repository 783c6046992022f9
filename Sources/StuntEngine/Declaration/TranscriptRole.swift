/// What a command is to the session's transcript: what `history` lists, `save` writes and a
/// restore or `resume` runs again.
enum TranscriptRole: Sendable {
  /// Recorded and numbered: the default.
  case numbered
  /// Recorded, but no part of the test `save` writes, and takes no number (`help`).
  case unnumbered
  /// Not recorded (`save`, `resume`, `clear`): replaying a saved session must print what the
  /// session printed, command numbers included.
  case leftOut
}
