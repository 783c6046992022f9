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

  /// Every setting, in the order `help` and errors list them.
  public static let all: [Exhaustivity] = [.on, .off, .off(showSkippedAssertions: true)]

  /// `on`, `off`, `off showSkippedAssertions`: the words of the directive and the command.
  public static let spellings = all.map(\.words)

  /// Reads the words after `exhaustivity`; nil when they spell none of `spellings`.
  public init?(words: [String]) {
    guard let spelled = Self.all.first(where: { $0.words == words.joined(separator: " ") }) else { return nil }
    self = spelled
  }

  public var isOn: Bool { self == .on }

  /// Whether what is let go is still shown (as a line, not a failure).
  public var showsSkipped: Bool { self == .off(showSkippedAssertions: true) }

  /// The words that spell it back.
  public var words: String {
    switch self {
    case .on: OnOff.on.rawValue
    case .off(let show): OnOff.off.rawValue + (show ? " " + Self.showSkippedAssertionsWord : "")
    }
  }
}
