import StuntKit

/// What a builder double's `buildHandler` does, as programmed by `stub <slot>.build returns ...`,
/// kept with the answer it came from so the same answer keeps the same handler (and the same
/// returned object, as the seed's test returns one `loggedInRouter` every time).
@MainActor
struct BuildHandler<Listener, Result> {
  /// The answer by the name it gives, however it was spelled (`LoggedInRoutingMock`,
  /// `.LoggedInRoutingMock`); nil when nothing was programmed.
  let answer: String?
  let build: ((Listener) -> Result)?
  /// `returns LoggedInRoutingMock#1`, `builds a LoggedInRouter each time`, `nil`
  let description: String

  static var none: Self {
    Self(answer: nil, build: nil, description: "nil")
  }

  /// The name a programmed answer gives, which is what the handler depends on.
  static func name(of answer: StubAnswers.Answer?) -> String? {
    guard case .returns(let value)? = answer else { return nil }
    return value.text ?? value.description
  }
}
