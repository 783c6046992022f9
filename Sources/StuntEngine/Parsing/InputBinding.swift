import StuntKit

/// Binds the words after an input's name to its parameters, in parameter order or as
/// name=value, as `send` and `receive` read them; `value` reads each word for its parameter.
enum InputBinding {
  static func bind<Bound>(
    _ tokens: [Token], to input: InputDescriptor, by command: String,
    value: (Token, ParameterDescriptor) throws(CommandError) -> Bound
  ) throws(CommandError) -> [(name: String, value: Bound)] {
    var bound: [(name: String, value: Bound)] = []
    var position = 0
    for token in tokens {
      let parameter: ParameterDescriptor
      let valueToken: Token
      if let (key, value) = token.option {
        // `with="Kim"` where the parameter is `name`: the label a Swift call writes is no name here.
        guard let named = input.parameters.first(where: { $0.name == key }) else {
          throw Suggestion.unknown("parameter of \(input.name)", key, among: input.parameters.map(\.name))
        }
        parameter = named
        valueToken = value
      } else {
        while position < input.parameters.count, bound.contains(where: { $0.name == input.parameters[position].name }) {
          position += 1
        }
        guard position < input.parameters.count else {
          throw CommandError(
            "\(input.name) takes \(input.parameters.count) argument(s); '\(token.typed)' is one too many — usage: \(command) \(input.signature)")
        }
        parameter = input.parameters[position]
        valueToken = token
      }
      guard !bound.contains(where: { $0.name == parameter.name }) else { throw CommandError("\(parameter.name) is given twice") }
      bound.append((parameter.name, try value(valueToken, parameter)))
    }
    return bound
  }
}
