import Foundation

/// A JSON line a replay worker writes: that a command ran as soon as it has, the line of each
/// command whose output it is about to match, then the verdict. A worker killed at its time
/// limit, or one that died, is reported at the command it had reached.
///
/// `ran` carries nothing: the parent only counts commands, and a report encoded at every
/// command, then decoded, cost a tenth of a long replay.
public enum WorkerMessage: Codable, Equatable, Sendable {
  case ran
  case matching(line: Int)
  case verdict(ReplayVerdict)

  /// `ran` as the worker writes it, which the parent counts without decoding each line.
  public static let ranLine: Data = (try? JSONEncoder().encode(WorkerMessage.ran)) ?? Data()
}
