import StuntKit

extension CallCount {
  /// The words `mock` reads as a count besides a number, and what each makes of the number
  /// after it (`never` takes none).
  private static let forms: [(word: String, make: (@Sendable (Int) -> CallCount)?)] = [
    ("atLeast", CallCount.atLeast), ("atMost", CallCount.atMost), ("never", nil),
  ]

  static var words: [String] { forms.map(\.word) }

  /// `3`, `never`, `atLeast 2`, `atMost 1`, taken from the front of `tokens`.
  static func read(_ tokens: inout [Token], usage: String) throws(CommandError) -> CallCount {
    guard let first = tokens.first?.text else { throw CommandError("missing times — usage: \(usage)") }
    tokens.removeFirst()
    if let count = Int(first), count >= 0 { return .exactly(count) }
    guard let form = forms.first(where: { $0.word == first }) else {
      throw CommandError("'\(first)' is not a number of calls — write 2, never, atLeast 2 or atMost 2")
    }
    guard let make = form.make else { return .never }
    guard let text = tokens.first?.text, let count = Int(text), count >= 0 else {
      throw CommandError("\(first) takes a number of calls, e.g. \(first) 2")
    }
    tokens.removeFirst()
    return make(count)
  }
}
