import StuntKit

/// What `receive` expects of an action fed back: its name, as TestStore's `receive(\.timerTick)`
/// names a case whatever its payload, and optionally its arguments, as
/// `receive(.factResponse("3 is odd."))` names them: each a value to equal or a predicate `mock`
/// takes (`fact=contains("odd")`).
///
/// The name is an input's, or a call a dependency's completion handler fed back
/// (`completionHandler(data: "[3]", response: 200, error: nil)`), which no input declares: then
/// it must have arrived already, and its arguments are named as it printed them (`response=200`).
@MainActor
struct ExpectedAction: @MainActor CustomStringConvertible {
  let name: String
  /// The input it is; nil for a fed-back call no input declares.
  let input: InputDescriptor?
  /// Parameter name and the value or predicate word it must match, in the order typed.
  let arguments: [(name: String, value: Value)]
  /// The arguments as typed, for messages.
  private let typed: [String]

  init(_ name: String, _ words: [Token], in module: any ModuleSession, received: ReceivedActions) async throws(CommandError) {
    self.name = name
    typed = words.map(\.typed)
    if let input = module.descriptor.input(named: name) {
      self.input = input
      let bound = try InputBinding.bind(words, to: input, by: ReceiveCommand.configuration.name) { token, parameter in (token, parameter) }
      var arguments: [(name: String, value: Value)] = []
      for (name, (token, parameter)) in bound {
        arguments.append((name, try await ExpectedCall.matcher(token, for: parameter, of: input.name, in: module)))
      }
      self.arguments = arguments
      return
    }
    let fedBack = received.descriptions.compactMap(Self.call).map(\.name)
    guard fedBack.contains(name) else {
      let known = module.descriptor.inputs.map(\.name) + fedBack.filter { !module.descriptor.inputs.map(\.name).contains($0) }
      throw Suggestion.unknown("input", name, among: known, hint: "see 'inputs'; a call fed back is named once it has arrived")
    }
    input = nil
    arguments = try words.map { token throws(CommandError) in
      guard let (key, value) = token.option else {
        throw CommandError("'\(token.typed)' — name the arguments of \(name) as it printed them: name=value")
      }
      return (key, try ExpectedCall.matcher(value))
    }
  }

  /// An action as the module described it, read back as a call: `factResponse("3 is odd.")` is
  /// `factResponse` with the words `"3 is odd."`; `timerTick` is itself, without words.
  static func call(_ description: String) -> (name: String, arguments: [Token])? {
    if let call = try? SwiftCallSpelling.read(description) { return call }
    return description.contains("(") ? nil : (description, [])
  }

  /// Whether an action as the module described it is this one.
  func matches(_ received: String) -> Bool {
    guard let call = Self.call(received), call.name == name else { return false }
    guard !arguments.isEmpty else { return true }
    // Read back as `send` reads the same words; a payload it cannot read matches nothing named.
    let values: [String: Value]
    if let input {
      guard let bound = try? SendCommand.bind(call.arguments, to: input) else { return false }
      values = bound
    } else {
      values = Dictionary(call.arguments.compactMap { token in token.option.flatMap { key, value in (try? value.value()).map { (key, $0) } } }) { $1 }
    }
    return arguments.allSatisfy { name, expected in values[name].map(expected.matchesArgument) ?? false }
  }

  /// `factResponse`, or `factResponse contains("odd")` as typed.
  var description: String {
    ([name] + typed).joined(separator: " ")
  }
}
