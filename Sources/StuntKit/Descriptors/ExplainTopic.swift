/// A lesson of a module's seed, told by `explain <name>`: e.g. the two designs seed 000 weighs
/// for giving an alert case a callback.
public struct ExplainTopic: Sendable, Codable {
  public var name: String
  public var lines: [String]
  /// The same in Korean; until it is translated, Korean readers get the English.
  public var ko: [String]?

  public init(_ name: String, _ lines: [String], ko: [String]? = nil) {
    self.name = name
    self.lines = lines
    self.ko = ko
  }

  public func lines(in language: Language) -> [String] {
    language == .ko ? ko ?? lines : lines
  }
}
