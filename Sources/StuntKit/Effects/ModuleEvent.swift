/// Something that happened inside a module while the engine was not looking: an action an
/// effect fed back, an issue a dependency reported, an effect that threw or ended.
/// The engine drains these after each command and renders them (`<- timerTick x3`, `FAIL: ...`).
public enum ModuleEvent: Sendable {
  /// An effect sent an action back into the module; snapshots of the state around it.
  case received(action: String, before: any Sendable, after: any Sendable)
  /// An issue reported through swift-issue-reporting (`unimplemented`, a dummy used ...).
  case issue(String)
  /// An effect threw an error nobody handled.
  case effectFailed(EffectOrigin, error: String)
  /// An effect ended (finished or cancelled); the state when it did.
  case effectFinished(EffectOrigin, after: any Sendable)
}

/// The command that started an effect, for `effects` and for exhaustivity failures.
public struct EffectOrigin: Equatable, Hashable, Sendable {
  /// The input whose handling returned the effect, e.g. `toggleTimerButtonTapped`.
  public var input: String
  /// The command as typed, e.g. `send toggleTimerButtonTapped`.
  public var command: String
  /// The command's line: in a script or session file, its line there; at the prompt, its number.
  public var line: Int

  public init(input: String, command: String, line: Int) {
    self.input = input
    self.command = command
    self.line = line
  }
}
