import StuntKit

extension CallCount {
  /// The words `mock` and `verify` read as a count besides a number, with the numbers that
  /// follow each in an example (`never` takes none, `between` two).
  private static let forms: [(word: String, example: [Int], make: @Sendable ([Int]) -> CallCount)] = [
    ("atLeast", [2], { .atLeast($0[0]) }), ("atMost", [2], { .atMost($0[0]) }), ("never", [], { _ in .never }),
    ("between", [1, 5], { .between($0[0], $0[1]) }),
  ]

  static var words: [String] { forms.map(\.word) }

  /// Whether a count starts with this word: a number of calls or one of the words.
  static func begins(with token: Token) -> Bool {
    guard !token.isQuoted, token.option == nil else { return false }
    return Int(token.text).map { $0 >= 0 } ?? words.contains(token.text)
  }

  /// The count as `read` takes it: `2`, `never`, `atLeast 2`, `between 1 5`.
  var typed: String {
    let numbers: [Int] =
      switch self {
      case .exactly(let count), .atLeast(let count), .atMost(let count): [count]
      case .between(let least, let most): [least, most]
      }
    // The form that makes this count from its first numbers, if a word says it.
    let form = Self.forms.first { form in
      form.example.count <= numbers.count && form.make(Array(numbers.prefix(form.example.count))) == self
    }
    guard let form else { return numbers.map(String.init).joined(separator: " ") }
    return ([form.word] + numbers.prefix(form.example.count).map(String.init)).joined(separator: " ")
  }

  /// `3`, `never`, `atLeast 2`, `atMost 1`, `between 1 5`, taken from the front of `tokens`.
  static func read(_ tokens: inout [Token], usage: String) throws(CommandError) -> CallCount {
    guard let first = tokens.first else { throw CommandError("missing times — usage: \(usage)") }
    tokens.removeFirst()
    if let count = Int(first.text), count >= 0, !first.isQuoted { return .exactly(count) }
    guard let form = forms.first(where: { $0.word == first.text }), !first.isQuoted else {
      throw CommandError("'\(first.typed)' is not a number of calls — write 2, never, atLeast 2, atMost 2 or between 1 5")
    }
    let example = ([form.word] + form.example.map(String.init)).joined(separator: " ")
    var numbers: [Int] = []
    while numbers.count < form.example.count {
      guard let token = tokens.first, !token.isQuoted, let count = Int(token.text), count >= 0 else {
        throw CommandError("\(form.word) takes \(form.example.count == 1 ? "a number" : "two numbers") of calls, e.g. \(example)")
      }
      tokens.removeFirst()
      numbers.append(count)
    }
    if numbers.count == 2, numbers[0] > numbers[1] {
      throw CommandError("between takes the fewest calls first: between \(numbers[1]) \(numbers[0])")
    }
    return form.make(numbers)
  }
}
