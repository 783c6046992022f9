/// Something that happened inside a module while the engine was not looking: an action an
/// effect fed back, an issue a dependency reported, an effect that threw or ended.
/// The engine drains these after each command and renders them (`<- timerTick x3`, `FAIL: ...`).
package enum ModuleEvent: Sendable, Codable {
  /// An effect sent an action back into the module `times` times in a row; the state before
  /// the first and after the last. Runs are folded as they arrive, so an hour of ticks is one event.
  case received(action: String, times: Int, before: StateNode, after: StateNode)
  /// An issue reported through swift-issue-reporting (`unimplemented`, a dummy used ...),
  /// `times` times in a row.
  case issue(String, times: Int)
  /// An effect threw an error nobody handled.
  case effectFailed(EffectOrigin, error: String)
  /// An effect ended (finished or cancelled); the state when it did.
  case effectFinished(EffectOrigin, after: StateNode)
}
