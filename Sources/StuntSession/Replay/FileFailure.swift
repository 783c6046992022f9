/// One thing wrong with a replayed file, at a line of it.
public struct FileFailure: Codable, Equatable, Sendable {
  public var line: Int
  public var summary: String
  public var details: [String]

  public init(line: Int, summary: String, details: [String] = []) {
    self.line = line
    self.summary = summary
    self.details = details
  }
}
