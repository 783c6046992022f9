import Dependencies
import StuntKit

/// Runs a reducer: applies actions to the state and starts the effects it returns through the
/// sandbox's `EffectRuntime`, with the dependencies chosen in the sandbox at that moment.
@MainActor
final class Store<R: Reducer> where R.Action: Sendable, R.State: Sendable {
  private(set) var state: R.State
  private let reducer: R
  private let runtime: EffectRuntime
  private let dependencies: @MainActor (inout DependencyValues) -> Void
  private let describe: (R.Action) -> String

  init(
    initialState: R.State,
    reducer: R,
    runtime: EffectRuntime,
    describe: @escaping (R.Action) -> String,
    withDependencies dependencies: @escaping @MainActor (inout DependencyValues) -> Void
  ) {
    self.state = initialState
    self.reducer = reducer
    self.runtime = runtime
    self.describe = describe
    self.dependencies = dependencies
  }

  /// Sends an action as a user would.
  func send(_ action: R.Action) {
    let effect = withDependencies(dependencies) {
      reducer.reduce(into: &state, action: action)
    }
    start(effect)
  }

  /// Edits the state directly, as `TestStore(initialState:)` lets a test start anywhere.
  func modify(_ change: (inout R.State) -> Void) {
    change(&state)
  }

  /// An action fed back by an effect: reduced, and reported to the runtime with the state
  /// around it so the sandbox can print `<- action` and its diff.
  private func receive(_ action: R.Action) {
    let before = state
    send(action)
    runtime.received(describe(action), before: before, after: state)
  }

  private func start(_ effect: Effect<R.Action>) {
    switch effect.operation {
    case .none:
      return
    case .cancel(let id):
      runtime.cancel(id: id)
    case .run(let operation):
      let send = Send<R.Action> { [weak self] action in self?.receive(action) }
      // The task inherits the task-local dependency values, as TCA's effects do: an effect
      // keeps the dependencies it started with even if `use` swaps the slot later.
      withDependencies(dependencies) {
        runtime.launch(cancelID: effect.cancelID) {
          try await operation(send)
        }
      }
    }
  }
}
