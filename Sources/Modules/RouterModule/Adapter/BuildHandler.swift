import StuntKit

/// What a builder double's `buildHandler` does, as programmed by `stub <slot>.build returns ...`,
/// kept with the answer it came from so the same answer keeps the same handler (and the same
/// returned object, as the seed's test returns one `loggedInRouter` every time).
@MainActor
struct BuildHandler<Listener, Result> {
  let answer: StubAnswers.Answer?
  let build: ((Listener) -> Result)?
  /// `returns LoggedInRoutingMock#1`, `builds a LoggedInRouter each time`, `nil`
  let description: String

  static func none(_ answer: StubAnswers.Answer? = nil) -> Self {
    Self(answer: answer, build: nil, description: "nil")
  }
}
