/// Why no doubles file was written: every error found, in the order of the protocols.
public struct GenerationFailure: Error {
  public let errors: [GenerationError]
}
