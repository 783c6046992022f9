import StuntKit

/// The words after a command's name, with accessors that turn a missing or malformed
/// argument into a usage error naming the command's synopsis.
struct Arguments {
  let tokens: [Token]
  let usage: String

  var count: Int { tokens.count }
  var isEmpty: Bool { tokens.isEmpty }

  subscript(index: Int) -> Token? {
    index < tokens.count ? tokens[index] : nil
  }

  /// The text of a required word.
  func word(_ index: Int, _ name: String) throws(CommandError) -> String {
    guard let token = self[index] else { throw CommandError("missing \(name) — usage: \(usage)") }
    return token.text
  }

  func value(_ index: Int, _ name: String) throws(CommandError) -> Value {
    guard let token = self[index] else { throw CommandError("missing \(name) — usage: \(usage)") }
    return try token.value()
  }

  func expectCount(_ range: ClosedRange<Int>) throws(CommandError) {
    if count > range.upperBound {
      let extra = tokens[range.upperBound].text
      throw CommandError("unexpected argument '\(extra)' — usage: \(usage)")
    }
    if count < range.lowerBound {
      throw CommandError("missing arguments — usage: \(usage)")
    }
  }
}
