import StuntKit

/// What `mock` and `verify` read after `<slot>.<method>`: how many calls, and the arguments
/// they must have, each a value to equal or a predicate (`any`, `>=3`, `contains("그룹")`),
/// optionally reaching into a structured argument (`data.name=`).
@MainActor
enum ExpectedCall {
  static func read(
    _ named: DoubleMethod, _ words: [Token], usage: String, countWhenOmitted: CallCount? = nil,
    in module: any ModuleSession
  ) async throws(CommandError) -> CallExpectation {
    var rest = words
    // `verify a.m name=x` reads as `verify a.m 1 name=x`, as Mockito's `verify(mock).m(x)`.
    let count =
      if let countWhenOmitted, rest.first.map({ $0.option != nil }) ?? true {
        countWhenOmitted
      } else {
        try CallCount.read(&rest, usage: usage)
      }
    let expected = try await arguments(named, rest, usage: usage, in: module)
    return CallExpectation(double: named.double, method: named.method.name, count: count, arguments: expected)
  }

  /// The `name=value` words that say which calls are meant, each checked against the method's
  /// parameters: what `mock` and `verify` expect, and what a matched `stub` answers.
  static func arguments(
    _ named: DoubleMethod, _ words: [Token], usage: String, in module: any ModuleSession
  ) async throws(CommandError) -> [CallExpectation.Argument] {
    let method = named.method
    var expected: [CallExpectation.Argument] = []
    for token in words {
      guard let (label, valueToken) = token.option else {
        throw CommandError("unexpected argument '\(token.typed)' — arguments are name=value — usage: \(usage)")
      }
      let parameterName = String(label.prefix { $0 != "." })
      guard let position = method.parameters.firstIndex(where: { $0.name == parameterName }) else {
        throw Suggestion.unknown("argument of \(named.target)", parameterName, among: method.parameters.map(\.name))
      }
      guard !expected.contains(where: { $0.name == label }) else { throw CommandError("\(label) is given twice") }
      // `data.name=`: the members of a structured argument have no declared type.
      let value =
        label == parameterName
        ? try await matcher(valueToken, for: method.parameters[position], of: named.target, in: module)
        : try matcher(valueToken)
      expected.append(CallExpectation.Argument(label, position: position, value))
    }
    return expected
  }

  /// What an argument must match, for a parameter of this type: a predicate that can hold of it
  /// (as the word it travels as), or a value of the type.
  static func matcher(
    _ token: Token, for parameter: ParameterDescriptor, of target: String, in module: any ModuleSession
  ) async throws(CommandError) -> Value {
    guard let predicate = try predicate(token) else { return try await checked(token, for: parameter, of: target, in: module) }
    guard predicate.applies(to: parameter.type) else {
      throw CommandError("\(parameter.name) of \(target) is \(parameter.type); \(token.typed) can never match it")
    }
    return .word(predicate.word)
  }

  /// What an argument of no declared type must match: a predicate, or a value to equal.
  static func matcher(_ token: Token) throws(CommandError) -> Value {
    if let predicate = try predicate(token) { return .word(predicate.word) }
    return try token.value()
  }

  /// A predicate only when typed bare: `"any"` and `"contains(a)"` quoted are text.
  static func predicate(_ token: Token) throws(CommandError) -> ArgumentPredicate? {
    guard token.kind == .word, !token.typed.hasPrefix("\"") else { return nil }
    do {
      return try ArgumentPredicate(typed: token.typed)
    } catch {
      throw CommandError(error.message)
    }
  }

  /// The value an argument must have, checked against the parameter's type: `nil` for an
  /// optional of any type (a setter's `newValue` of a `RootRouting?`), else a value of the type
  /// it wraps. An object is named by a slot (the object it holds now) or by its own name, which
  /// must exist.
  static func checked(
    _ token: Token, for parameter: ParameterDescriptor, of target: String, in module: any ModuleSession
  ) async throws(CommandError) -> Value {
    let value = try token.value()
    var type = parameter.type
    if case .optional(let wrapped) = type {
      if value == .null { return value }
      type = wrapped
    }
    guard case .object = type else {
      guard type.accepts(value) else {
        throw CommandError("\(parameter.name) of \(target) is \(parameter.type.withRange); got \(token.typed) (\(value.kindName))")
      }
      return value
    }
    let named: String? = if let text = value.text { try await module.objectName(text) } else { nil }
    guard let name = named else {
      let orNil = parameter.type.isOptional ? ", or nil" : ""
      throw CommandError(
        "\(parameter.name) of \(target) is a \(parameter.type): name a slot or an object such as RootInteractor#1\(orNil); got \(token.typed)")
    }
    return .reference(name)
  }
}
