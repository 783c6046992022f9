/// A lesson of a module's seed, told by `explain <name>`: e.g. the two designs seed 000 weighs
/// for giving an alert case a callback.
///
/// A module declares a topic with its Korean beside its English, as `LocalizedText` is declared:
/// a topic cannot be written without it. `KoreanTextsTests` checks the Korean is Korean.
public struct ExplainTopic: Sendable, Codable {
  public var name: String
  public var lines: [String]
  /// The same in Korean. Optional only on the wire: a plugin written before topics required
  /// it sends none, and Korean readers get the English.
  public var ko: [String]?

  public init(_ name: String, _ lines: [String], ko: [String]) {
    self.name = name
    self.lines = lines
    self.ko = ko
  }

  public func lines(in language: Language) -> [String] {
    language == .ko ? ko ?? lines : lines
  }
}
