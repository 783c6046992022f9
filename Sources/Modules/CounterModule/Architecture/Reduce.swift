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
