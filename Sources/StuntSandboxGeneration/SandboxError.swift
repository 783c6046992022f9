/// Why no sandbox could be written: one line, saying what was wrong and what would be right.
public struct SandboxError: Error, Sendable, CustomStringConvertible {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
