import StuntKit

/// The words of a line, bound to the arguments of the form they matched. A command reads them
/// through its declared arguments: `arguments[Self.slot]`.
struct Arguments {
  /// The matched form's usage, for errors the command finds in the words themselves.
  let usage: String
  private let bound: [String: [Token]]

  init(_ bound: [String: [Token]], usage: String) {
    self.bound = bound
    self.usage = usage
  }

  subscript(_ argument: Argument) -> Token? {
    bound[argument.name]?.first
  }

  /// Every word a repeated argument took, in order.
  func all(_ argument: Argument) -> [Token] {
    bound[argument.name] ?? []
  }

  func isSet(_ flag: Argument) -> Bool {
    bound[flag.name] != nil
  }

  /// The text of an argument the form requires.
  func text(_ argument: Argument) throws(CommandError) -> String {
    try required(argument).text
  }

  func value(_ argument: Argument) throws(CommandError) -> Value {
    try required(argument).value()
  }

  private func required(_ argument: Argument) throws(CommandError) -> Token {
    // The matcher has made sure it is there; a form that does not declare it is a command's bug.
    guard let token = self[argument] else { throw CommandError("missing \(argument.name) — usage: \(usage)") }
    return token
  }
}
