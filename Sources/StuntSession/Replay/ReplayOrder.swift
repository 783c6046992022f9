import StuntKit

/// The order `stunt replay` starts its files in: the longest first, so that with `-j N` the
/// last file to start is a short one and no worker is left alone with a long file at the end.
/// (Reports stay in file order.)
///
/// How long a file takes is not known before it runs, and most of the time of a long one is
/// real time it waits (a backend's latency, a `finish` or `receive` timeout, a real clock),
/// so a file is weighed by the durations its commands name (`backend latency 3s`,
/// `timeout=2s`, `finish 5s`), then by its number of commands.
enum ReplayOrder {
  /// The indices of `documents` in the order to start them; a file that did not load weighs
  /// nothing.
  static func longestFirst(_ documents: [SessionDocument?]) -> [Int] {
    guard documents.count > 1 else { return Array(documents.indices) }
    let weights = documents.map { $0.map(weight) ?? Weight(named: .zero, commands: 0) }
    return documents.indices.sorted { weights[$0] > weights[$1] || (weights[$0] == weights[$1] && $0 < $1) }
  }

  struct Weight: Comparable {
    var named: Duration
    var commands: Int

    static func < (left: Weight, right: Weight) -> Bool {
      (left.named, left.commands) < (right.named, right.commands)
    }
  }

  static func weight(_ document: SessionDocument) -> Weight {
    let named = document.commands.lazy
      .flatMap { $0.command.split(separator: " ") }
      .compactMap { word in DurationText.parse(String(word.split(separator: "=").last ?? word)) }
      .reduce(Duration.zero, +)
    return Weight(named: named, commands: document.commands.count)
  }
}
