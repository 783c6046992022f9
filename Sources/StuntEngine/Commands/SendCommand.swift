import StuntKit

struct SendCommand: ReplCommand {
  static let input = Argument.one("input", .input)
  static let values = Argument.repeated("args", .inputArgument(of: input))

  static let configuration = CommandConfiguration(
    name: "send",
    summary: "send an input; prints the state diff, the alert if one appears, actions fed back",
    forms: [CommandForm(input, values, run: run)],
    examples: [
      "send incrementButtonTapped", "send factResponse \"0 is a good number.\"", "send factResponse fact=\"hi\"",
      "send factResponse(\"hi\")",
    ],
    discussion: [
      "Arguments go in parameter order, or as name=value; the Swift spelling works too:",
      "`send factResponse(\"hi\")`, `send .incrementButtonTapped`. Effects the input starts run until",
      "they finish or wait (on the test clock, or on real I/O up to the settle time); each action",
      "they feed back prints as `<- action` with its diff.",
    ],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    var name = try arguments.text(Self.input)
    var words = arguments.all(Self.values)
    // `send factResponse("hi")`, as the seeds write it in Swift.
    if module.descriptor.input(named: name) == nil, let call = try SwiftCallSpelling.read(afterCommandName(context.command)) {
      (name, words) = call
    }
    guard let input = module.descriptor.input(named: name) else {
      throw Suggestion.unknown("input", name, among: module.descriptor.inputs.map(\.name), hint: "see 'inputs'")
    }
    let values = try bind(words, to: input)
    try await context.testStore.letGoBeforeChanging(module, doing: "sending an action", context)
    try await context.showingChanges(of: module, input: name, making: .send(input: name, arguments: values))
  }

  /// What was typed after `send`.
  static func afterCommandName(_ line: String) -> String {
    String(line.drop { $0 == " " || $0 == "\t" }.drop { $0 != " " && $0 != "\t" })
  }

  /// Binds positional and name=value arguments to the input's parameters, checking types.
  static func bind(_ tokens: [Token], to input: InputDescriptor) throws(CommandError) -> [String: Value] {
    let bound = try InputBinding.bind(tokens, to: input, by: configuration.name) { token, parameter throws(CommandError) in
      let value = try token.value()
      guard parameter.type.accepts(value) else {
        let cases = parameter.type.caseNames.map { " (one of \($0.joined(separator: ", ")))" } ?? ""
        throw CommandError(
          "\(input.name)'s \(parameter.name) is \(parameter.type.withRange)\(cases); got \(token.typed) (\(value.kindName))")
      }
      return value
    }
    let values = Dictionary(bound.map { ($0.name, $0.value) }) { $1 }
    if let missing = input.parameters.first(where: { values[$0.name] == nil && !$0.type.isOptional }) {
      throw CommandError(
        "\(input.name) needs \(missing.name) (\(missing.type)) — e.g. send \(input.name) \(missing.type.example)")
    }
    return values
  }
}
