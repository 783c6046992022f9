/// The server did not report a loopback address after it started listening.
struct BackendStartFailure: Error, CustomStringConvertible {
  var description: String { "the embedded backend could not start on 127.0.0.1" }
}
