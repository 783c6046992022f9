/// A session file that does not parse: printed as `file:line: error: message`; the file is
/// neither replayed nor rewritten.
public struct SessionParseError: Error, Equatable, Sendable, CustomStringConvertible {
  public var line: Int
  public var message: String

  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  public var description: String { "line \(line): \(message)" }
}
