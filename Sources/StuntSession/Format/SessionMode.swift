import StuntKit

/// What a session file's directives set before its first command: how exhaustive it is, whether
/// received actions queue as in TCA's TestStore, and which dependency context its modules load
/// in. The replay hands it to the sandbox; the same settings change mid-session by command.
public struct SessionMode: Codable, Equatable, Sendable {
  public var exhaustivity: Exhaustivity = .on
  /// `% teststore on`.
  public var testStore = false
  /// `% context test`; nil when the file does not say, so `stunt replay --context` decides.
  public var context: DependencyContext?

  public init(exhaustivity: Exhaustivity = .on, testStore: Bool = false, context: DependencyContext? = nil) {
    self.exhaustivity = exhaustivity
    self.testStore = testStore
    self.context = context
  }
}
