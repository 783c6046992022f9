/// What the game answers a guess: the number is higher, lower, or this one.
enum UpDownResult: String, Equatable, Sendable {
  case up = "Up"
  case down = "Down"
  case correct = "Correct"
}
