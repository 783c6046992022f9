/// What `state` shows of the game: the seed's `randomValue` and `tryCount`, the answer to the
/// last guess, why the last reset kept the number, and how often `reset`'s completion ran
/// (the seed's test fulfils its expectation there).
struct UpDownState: Sendable {
  var randomValue: Int
  var tryCount: Int
  var lastAnswer: UpDownResult?
  var resetFailure: ResetFailure?
  var completionCalls: Int
}
