/// A text in every language Stunt speaks: the learn loop's lines, `explain`, the handout. A
/// text cannot be declared without its Korean; `LearnTextTests` checks no translation was left
/// as the English.
public struct LocalizedText: Sendable {
  public let en: String
  public let ko: String

  public init(en: String, ko: String) {
    self.en = en
    self.ko = ko
  }

  public func callAsFunction(_ language: Language) -> String {
    switch language {
    case .en: en
    case .ko: ko
    }
  }
}
