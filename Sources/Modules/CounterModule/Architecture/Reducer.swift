/// The composable architecture is not available here, so the counter carries the smallest
/// Reducer/Effect/Store that lets the seed's `CounterFeature` read as it does in TCA.
protocol Reducer<State, Action> {
  associatedtype State
  associatedtype Action: Sendable
  associatedtype Body

  func reduce(into state: inout State, action: Action) -> Effect<Action>

  var body: Body { get }
}

typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body: Reducer<State, Action> {
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}
