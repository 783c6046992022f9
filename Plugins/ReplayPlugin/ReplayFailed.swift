/// `stunt replay` reported failures (its output says which).
struct ReplayFailed: Error, CustomStringConvertible {
  var description: String { "some sessions did not replay green" }
}
