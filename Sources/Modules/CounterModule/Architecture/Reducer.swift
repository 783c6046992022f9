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

/// A reducer made of a closure, as in TCA: `Reduce { state, action in ... }`.
struct Reduce<State, Action: Sendable>: Reducer {
  let reduce: (inout State, Action) -> Effect<Action>

  init(_ reduce: @escaping (inout State, Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }

  var body: Self { self }
}
