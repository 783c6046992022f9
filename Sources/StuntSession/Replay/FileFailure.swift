/// One thing wrong with a replayed file, at a line of it.
public struct FileFailure: Codable, Equatable, Sendable {
  public var line: Int
  public var summary: String
  public var details: [String]

  /// The summary, then the details (a numbered difference, the FAIL lines): what `stunt replay`
  /// prints under the file, what an annotation and a Swift Testing issue carry.
  public var lines: [String] { [summary] + details }

  public init(line: Int, summary: String, details: [String] = []) {
    self.line = line
    self.summary = summary
    self.details = details
  }
}
