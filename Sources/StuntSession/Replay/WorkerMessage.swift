/// A JSON line a replay worker writes: each command's report as soon as it is done, the line
/// of each command whose output it is about to match, then the verdict. A worker killed at
/// its time limit is reported at the last command or expectation it announced.
public enum WorkerMessage: Codable, Equatable, Sendable {
  case report(CommandReport)
  case matching(line: Int)
  case verdict(ReplayVerdict)
}
