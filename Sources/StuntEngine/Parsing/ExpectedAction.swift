import StuntKit

/// What `receive` expects of an action fed back: an input by name, as TestStore's
/// `receive(\.timerTick)` names a case whatever its payload, and optionally its arguments, as
/// `receive(.factResponse("3 is odd."))` names them: each a value to equal or a predicate `mock`
/// takes (`fact=contains("odd")`).
@MainActor
struct ExpectedAction: @MainActor CustomStringConvertible {
  let input: InputDescriptor
  /// Parameter name and the value or predicate word it must match, in the order typed.
  let arguments: [(name: String, value: Value)]
  /// The arguments as typed, for messages.
  private let typed: [String]

  /// Binds positional and name=value words to the input's parameters, as `send` does.
  init(_ input: InputDescriptor, _ words: [Token]) throws(CommandError) {
    self.input = input
    arguments = try InputBinding.bind(words, to: input, by: ReceiveCommand.configuration.name) { token, parameter throws(CommandError) in
      if let predicate = try ExpectedCall.predicate(token) {
        guard predicate.applies(to: parameter.type) else {
          throw CommandError("\(input.name)'s \(parameter.name) is \(parameter.type); \(predicate.word) can never match it")
        }
        return .word(predicate.word)
      }
      let value = try token.value()
      guard parameter.type.accepts(value) else {
        throw CommandError("\(input.name)'s \(parameter.name) is \(parameter.type); got \(token.typed) (\(value.kindName))")
      }
      return value
    }
    typed = words.map(\.typed)
  }

  /// Whether an action as the module described it (`factResponse("3 is odd.")`) is this one.
  func matches(_ received: String) -> Bool {
    guard arguments.isEmpty || received.contains("(") else { return false }
    guard let call = try? SwiftCallSpelling.read(received) else { return received == input.name }
    guard call.name == input.name else { return false }
    guard !arguments.isEmpty else { return true }
    // Read back as `send` reads the same words; a payload it cannot read matches nothing named.
    guard let values = try? SendCommand.bind(call.arguments, to: input) else { return false }
    return arguments.allSatisfy { name, expected in values[name].map(expected.matchesArgument) ?? false }
  }

  /// `factResponse`, or `factResponse contains("odd")` as typed.
  var description: String {
    ([input.name] + typed).joined(separator: " ")
  }
}
