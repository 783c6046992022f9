/// A lesson of a module's seed, told by `explain <name>`: e.g. the two designs seed 000 weighs
/// for giving an alert case a callback.
public struct ExplainTopic: Sendable, Codable {
  public var name: String
  public var lines: [String]

  public init(_ name: String, _ lines: [String]) {
    self.name = name
    self.lines = lines
  }
}
