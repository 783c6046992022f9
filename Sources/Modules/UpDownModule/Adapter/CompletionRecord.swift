import StuntKit

/// The state before one completion handler ran, until its change is reported.
@MainActor
final class CompletionRecord {
  weak var effects: EffectRuntime?
  let state: @MainActor () -> any Sendable
  var before: (any Sendable)?

  init(effects: EffectRuntime?, state: @escaping @MainActor () -> any Sendable) {
    self.effects = effects
    self.state = state
  }

  func begin() {
    before = state()
  }

  func end(_ call: CompletionCall) {
    guard let effects, let before else { return }
    effects.received(call.description, before: before, after: state())
  }
}
