/// The two words of a setting that is on or off: `teststore on`, `% teststore off`.
public enum OnOff: String, CaseIterable, Sendable {
  case on, off

  public init(_ isOn: Bool) {
    self = isOn ? .on : .off
  }

  public var isOn: Bool { self == .on }

  /// `on`, `off`: what a command offers and a directive reads.
  public static let words = allCases.map(\.rawValue)
}
