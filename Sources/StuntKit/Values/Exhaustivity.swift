/// How much a session must assert, in TCA's `TestStore.exhaustivity` terms: `.on` fails the
/// session for an effect still running at its end (and, with `teststore on`, for an action
/// received and never asserted); `.off` lets them go, and `.off(showSkippedAssertions: true)`
/// still says what it let go.
///
/// ```
/// % exhaustivity off                         (a directive: the whole file)
///   > exhaustivity off showSkippedAssertions (a command: from here on)
/// ```
public enum Exhaustivity: Equatable, Sendable, Codable {
  case on
  case off(showSkippedAssertions: Bool)

  public static let off = Exhaustivity.off(showSkippedAssertions: false)

  /// The word that turns on `showSkippedAssertions`, as TCA spells the parameter.
  public static let showSkippedAssertionsWord = "showSkippedAssertions"

  /// `on`, `off`, `off showSkippedAssertions`: the words of the directive and the command.
  public static let spellings = ["on", "off", "off " + showSkippedAssertionsWord]

  /// Reads the words after `exhaustivity`; nil when they spell none of `spellings`.
  public init?(words: [String]) {
    switch words {
    case ["on"]: self = .on
    case ["off"]: self = .off
    case ["off", Self.showSkippedAssertionsWord]: self = .off(showSkippedAssertions: true)
    default: return nil
    }
  }

  public var isOn: Bool { self == .on }

  /// Whether what is let go is still shown (as a line, not a failure).
  public var showsSkipped: Bool { self == .off(showSkippedAssertions: true) }

  /// The words that spell it back.
  public var words: String {
    switch self {
    case .on: "on"
    case .off(let show): show ? "off " + Self.showSkippedAssertionsWord : "off"
    }
  }
}
