import SwiftSyntax

/// One method of a protocol `@Doubles` is applied to, read from its declaration.
struct Requirement {
  struct Parameter {
    /// The argument label at the call site, nil for `_`.
    let label: String?
    /// The name inside the body: the call log's and `mock ... name=` argument name.
    let name: String
    let type: String

    var argument: String { label.map { "\($0): \(name)" } ?? name }
  }

  /// The Swift name, as the protocol declares it.
  let name: String
  /// The name users type (`calls`, `stub`, `mock`) and calls are recorded under: `name`, or
  /// for an overload the name mockolo gives its handler (`overloadName`).
  var typedName: String
  let parameters: [Parameter]
  let isAsync: Bool
  let isThrowing: Bool
  /// nil when the method returns nothing.
  let result: String?
  let summary: String?
  /// `@MainActor nonisolated func name(...) async throws -> R`, as the protocol declares it.
  let declaration: String

  init(_ function: FunctionDeclSyntax) {
    name = function.name.text
    typedName = name
    parameters = function.signature.parameterClause.parameters.map { parameter in
      let first = parameter.firstName.text
      let label = first == "_" ? nil : first
      let name = parameter.secondName?.text ?? first
      return Parameter(label: label, name: name, type: parameter.type.trimmedDescription)
    }
    let effects = function.signature.effectSpecifiers
    isAsync = effects?.asyncSpecifier != nil
    isThrowing = effects?.throwsClause != nil
    let result = function.signature.returnClause?.type.trimmedDescription
    self.result = result == "Void" || result == "()" ? nil : result
    summary = Requirement.documentation(of: function)
    let attributes = function.attributes.trimmedDescription
    let modifiers = function.modifiers.trimmedDescription
    declaration = [attributes, modifiers, "func \(name)\(function.signature.trimmedDescription)"]
      .filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// A closure property of a client struct (`var fetch: @Sendable (_ number: Int) async throws
  /// -> String`), as the method a double of it implements: positional parameters, named as the
  /// type names them, else `p0`, `p1` …
  init(closure name: String, type: FunctionTypeSyntax, summary: String?) {
    self.name = name
    typedName = name
    parameters = type.parameters.enumerated().map { index, element in
      let given = [element.secondName, element.firstName].compactMap { $0?.text }.first { $0 != "_" }
      return Parameter(label: nil, name: given ?? "p\(index)", type: element.type.trimmedDescription)
    }
    isAsync = type.effectSpecifiers?.asyncSpecifier != nil
    isThrowing = type.effectSpecifiers?.throwsClause != nil
    let result = type.returnClause.type.trimmedDescription
    self.result = result == "Void" || result == "()" ? nil : result
    self.summary = summary
    let parameterList = parameters.map { "_ \($0.name): \($0.type)" }.joined(separator: ", ")
    declaration = "func \(name)(\(parameterList))" + (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
      + (self.result.map { " -> \($0)" } ?? "")
  }

  /// An overload's name as mockolo names its handler: the name, then each argument label (or
  /// parameter name) capitalized, `read(projectEntityID:)` → `readProjectEntityID`; with
  /// `withTypes`, each parameter's type too (`updateIdInt`). An overload without parameters
  /// keeps the name.
  func overloadName(withTypes: Bool) -> String {
    name + parameters.map { parameter in
      Self.capitalized(parameter.label ?? parameter.name) + (withTypes ? Self.capitalized(Self.identifier(parameter.type)) : "")
    }.joined()
  }

  private static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  /// A type's spelling as letters and digits (`[Int]?` → `Int`).
  private static func identifier(_ type: String) -> String {
    String(type.filter { $0.isLetter || $0.isNumber })
  }

  /// `try await `, as far as the method needs it.
  var effects: String { (isThrowing ? "try " : "") + (isAsync ? "await " : "") }

  /// `name(label: value, value)`
  var call: String { "\(name)(\(parameters.map(\.argument).joined(separator: ", ")))" }

  /// `[CallLog.Argument("data", Value(reflecting: data))]`
  var recordedArguments: String {
    "[" + parameters.map { #"CallLog.Argument("\#($0.name)", Value(reflecting: \#($0.name)))"# }
      .joined(separator: ", ") + "]"
  }

  /// The doc comment's lines, joined: the summary `deps` and `help` show.
  static func documentation(of declaration: some SyntaxProtocol) -> String? {
    let lines = declaration.leadingTrivia.compactMap { piece -> String? in
      guard case .docLineComment(let text) = piece else { return nil }
      return trimmed(text.dropFirst(3))
    }
    let text = trimmed(Substring(lines.joined(separator: " ")))
    return text.isEmpty ? nil : text
  }

  private static func trimmed(_ text: Substring) -> String {
    String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
