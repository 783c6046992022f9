/// Why `swift package replay` failed: `stunt replay` reported failures (its output says which),
/// or `stunt` did not build (the build log is above).
struct ReplayFailed: Error, CustomStringConvertible {
  var description = "some sessions did not replay green"
}
