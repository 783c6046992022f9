/// One error of `stunt-generate`, where the build shows it: `path:line:column: error: message`.
public struct GenerationError: Error, Equatable, CustomStringConvertible {
  public let path: String
  public let line: Int
  public let column: Int
  public let message: String

  public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
