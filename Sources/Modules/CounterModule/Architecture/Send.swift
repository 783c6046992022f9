/// Feeds an action from an effect back into the store: `await send(.timerTick)`.
struct Send<Action: Sendable>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  @MainActor
  func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
