import StuntSession

/// A command as typed and what it printed: one entry of `history`, of a saved session and of
/// the session's journal.
struct TranscriptEntry {
  var command: String
  var report: CommandReport
  /// Its number, as `history` and effect origins show it; nil for what is no part of a test: a
  /// refused line (a typo, a wrong argument) or `help`.
  var number: Int?
  /// Whether its output begins with what effects did before it, which a saved test must keep.
  var carriesEarlierEvents = false
  /// The script `run` read it from (then `number` is its line there); nil when typed.
  var file: String? = nil

  /// What `save` writes by default.
  var belongsInTest: Bool { number != nil || carriesEarlierEvents }
}
