import StuntSession

/// A command as typed and what it printed: one entry of `history` and of a saved session.
struct TranscriptEntry {
  var command: String
  var report: CommandReport
}
