import Foundation
import SwiftSyntax

/// One method or property of a protocol whose doubles are generated (by `@Doubles`, or from the
/// protocol's source), read from its declaration.
public struct Requirement {
  /// A property requirement: its getter answers as a method without parameters does, and its
  /// setter, when it has one, is recorded as a call of `<name>.set` (mockolo's `<name>SetCallCount`).
  public struct Property {
    public let settable: Bool
  }

  struct Parameter {
    /// The argument label at the call site as declared (`` `two words` `` with its backticks), nil for `_`.
    let label: String?
    /// The name inside the body, without backticks: the call log's and `mock ... name=` argument name.
    let name: String
    let type: String

    init(label: String?, name: String, type: String) {
      self.label = label
      self.name = SwiftName.bare(name)
      self.type = type
    }

    /// The name as code names it: `` `protocol` `` for a keyword, `` `two words` ``.
    var code: String { SwiftName.escaped(name) }

    /// The name in a string literal of the code.
    var literal: String { SwiftLiteral.string(name) }

    var argument: String { label.map { "\($0): \(code)" } ?? code }

    /// The argument as the call log reads it, a `Value`: a closure, which cannot be reflected
    /// (nor escape), by its type.
    var value: String {
      Requirement.isFunction(type) ? "Value.reference(\(SwiftLiteral.string(type)))" : "Value(reflecting: \(code) as Any)"
    }

    /// The argument for `CallRecorder.record(_:reflecting:)`: itself, or a closure's `value`.
    var recorded: String { Requirement.isFunction(type) ? value : code }
  }

  /// The Swift name, as the protocol declares it.
  public let name: String
  /// The name users type (`calls`, `stub`, `mock`) and calls are recorded under: `name`, or
  /// for an overload the name mockolo gives its handler (`overloadName`).
  public var typedName: String
  let parameters: [Parameter]
  let isAsync: Bool
  /// Whether a double may throw its own errors: `throws`, not `rethrows`, which throws only
  /// what its closure arguments throw.
  let isThrowing: Bool
  /// `rethrows`: a double answers as a non-throwing method does, and passes calls on with `try`.
  var isRethrowing = false
  /// nil when the method returns nothing.
  let result: String?
  let summary: String?
  /// `@MainActor nonisolated func name(...) async throws -> R`, as the protocol declares it;
  /// `var name: T` for a property.
  let declaration: String
  /// Set for a property requirement.
  public var property: Property?
  /// A client's closures are called without labels, so their calls are recorded without them
  /// (`fetch(1)`), as the caller wrote them.
  var recordsPositionally = false
  /// A generic method's type parameters (`T` of `wrap<T>(_ data: T) -> [T]`): what mentions them
  /// is typed at the call, and each call records them (`T: "Int"`).
  var genericParameters: [String] = []

  /// Whether a type mentions a generic parameter: its value is only typed when the call comes.
  func isTypedAtTheCall(_ type: String) -> Bool {
    let identifiers = Self.identifiers(in: type)
    // A parameter's `some P` is a generic parameter of its own (SE-0341): typed at the call too.
    return identifiers.contains("some") || (!genericParameters.isEmpty && identifiers.contains { genericParameters.contains($0) })
  }

  /// The method returns `Self`: each double answers itself, as a builder's `with…` does.
  var returnsSelf: Bool { result == "Self" }

  /// The identifiers of a type's spelling: `[T]` → `T`, `Result<Int, E>` → `Result`, `Int`, `E`.
  static func identifiers(in type: String) -> [String] {
    type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
  }

  public init(_ function: FunctionDeclSyntax) {
    name = function.name.text
    genericParameters = function.genericParameterClause?.parameters.map(\.name.text) ?? []
    typedName = Self.unescaped(name)
    parameters = function.signature.parameterClause.parameters.map { parameter in
      let first = parameter.firstName.text
      let label = first == "_" ? nil : first
      let name = parameter.secondName?.text ?? first
      return Parameter(label: label, name: name, type: TypeSpelling.of(parameter.type))
    }
    let effects = function.signature.effectSpecifiers
    isAsync = effects?.asyncSpecifier != nil
    isRethrowing = effects?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.rethrows)
    isThrowing = effects?.throwsClause != nil && !isRethrowing
    let result = function.signature.returnClause.map { TypeSpelling.of($0.type) }
    self.result = result == "Void" || result == "()" ? nil : result
    summary = DocComment.line(of: function)
    let attributes = function.attributes.trimmedDescription
    let modifiers = function.modifiers.trimmedDescription
    let generics = function.genericParameterClause?.trimmedDescription ?? ""
    let constraints = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
    declaration = [attributes, modifiers, "func \(name)\(generics)\(function.signature.trimmedDescription)\(constraints)"]
      .filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// `var name: T { get }` or `{ get set }`; nil for an effectful getter, which the caller
  /// diagnoses.
  public init?(_ variable: VariableDeclSyntax) {
    guard let binding = variable.bindings.first, let type = binding.typeAnnotation.map({ TypeSpelling.of($0.type) }),
      case .accessors(let accessors)? = binding.accessorBlock?.accessors,
      accessors.allSatisfy({ $0.effectSpecifiers == nil })
    else { return nil }
    name = binding.pattern.trimmedDescription
    typedName = name
    parameters = []
    isAsync = false
    isThrowing = false
    result = type
    summary = DocComment.line(of: variable)
    let attributes = variable.attributes.trimmedDescription
    declaration = [attributes, "var \(name): \(type)"].filter { !$0.isEmpty }.joined(separator: " ")
    property = Property(settable: accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) })
  }

  /// The method a settable property's setter is recorded as, `router.set`.
  public var setterName: String { name + ".set" }

  /// A closure property of a client struct (`var fetch: @Sendable (_ number: Int) async throws
  /// -> String`), as the method a double of it implements: positional parameters, named as the
  /// type names them, else `p0`, `p1` …
  init(closure name: String, type: FunctionTypeSyntax, summary: String?) {
    self.name = name
    typedName = name
    parameters = type.parameters.enumerated().map { index, element in
      let given = [element.secondName, element.firstName].compactMap { $0?.text }.first { $0 != "_" }
      return Parameter(label: nil, name: given ?? "p\(index)", type: TypeSpelling.of(element.type))
    }
    isAsync = type.effectSpecifiers?.asyncSpecifier != nil
    isThrowing = type.effectSpecifiers?.throwsClause != nil
    let result = TypeSpelling.of(type.returnClause.type)
    self.result = result == "Void" || result == "()" ? nil : result
    self.summary = summary
    recordsPositionally = true
    let parameterList = parameters.map { "_ \($0.code): \($0.type)" }.joined(separator: ", ")
    declaration = "func \(name)(\(parameterList))" + (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
      + (self.result.map { " -> \($0)" } ?? "")
  }

  /// The requirements with each overload named as mockolo names it (`overloadName`), by
  /// argument labels, then by types too where labels do not tell them apart.
  public static func namingOverloads(_ requirements: [Requirement]) -> [Requirement] {
    var named = requirements
    for index in named.indices where named.filter({ $0.name == named[index].name }).count > 1 {
      let byLabels = requirements.filter { $0.name == named[index].name }.map { $0.overloadName(withTypes: false) }
      named[index].typedName = named[index].overloadName(withTypes: Set(byLabels).count != byLabels.count)
    }
    return named
  }

  /// An overload's name as mockolo names its handler: the name, then each argument label (or
  /// parameter name) capitalized, `read(projectEntityID:)` → `readProjectEntityID`; with
  /// `withTypes`, each parameter's type too (`updateIdInt`). An overload without parameters
  /// keeps the name.
  func overloadName(withTypes: Bool) -> String {
    Self.unescaped(name) + parameters.map { parameter in
      Self.capitalized(parameter.label ?? parameter.name) + (withTypes ? Self.capitalized(Self.identifier(parameter.type)) : "")
    }.joined()
  }

  /// A name as users type it: `default`, not the backticked `` `default` `` Swift needs.
  static func unescaped(_ name: String) -> String {
    String(name.filter { $0 != "`" })
  }

  private static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  /// A type's spelling as letters and digits (`[Int]?` → `Int`).
  private static func identifier(_ type: String) -> String {
    String(type.filter { $0.isLetter || $0.isNumber })
  }

  /// Whether a type is a function's (`(Int) -> Void`, `@escaping () -> Void`), not merely one
  /// that mentions one (`[() -> Void]` is still recorded by reflection).
  static func isFunction(_ type: String) -> Bool {
    type.contains("->")
  }

  /// `T.self`, `[T].self`, `((Int) -> Int).self`; an implicitly unwrapped `String!` as the
  /// `String?` it is.
  static func metatype(_ type: String) -> String {
    let plain = type.hasSuffix("!") ? String(type.dropLast()) + "?" : type
    // Only a name, a member, a generic, an optional, an array or a dictionary of them, written
    // without spaces, takes `.self` as it is; `(A & B).self`, `(any P).self`, `((Int) -> Int).self`.
    let bare = plain.allSatisfy { $0.isLetter || $0.isNumber || "_.<>[]?,`".contains($0) }
    guard !bare else { return "\(plain).self" }
    // In an expression an `&` is an operator, which spacing decides: `som& P` would not read as
    // the composition it is in a type.
    let spaced = plain.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " & ")
    return "(\(spaced)).self"
  }

  /// A closure that does nothing for a function type that returns nothing (`{ _ in }`): what a
  /// double answers for it where nothing was programmed; nil for any other type.
  static func doingNothing(_ type: String) -> String? {
    var text = type.trimmingCharacters(in: .whitespaces)
    for prefix in ["@escaping ", "@Sendable ", "@MainActor "] where text.hasPrefix(prefix) { text = String(text.dropFirst(prefix.count)) }
    // `(() -> Void)`: the parentheses around the whole type.
    while text.hasPrefix("("), Self.closingParenthesis(of: text) == text.index(before: text.endIndex) {
      text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
    }
    guard text.hasPrefix("("), let arrow = text.range(of: "->", options: .backwards) else { return nil }
    let result = text[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
    guard result == "Void" || result == "()" else { return nil }
    let head = text[..<arrow.lowerBound]
    guard let close = head.lastIndex(of: ")") else { return nil }
    let parameters = head[head.index(after: head.startIndex)..<close].trimmingCharacters(in: .whitespaces)
    let count = parameters.isEmpty ? 0 : Self.topLevelCommas(in: parameters) + 1
    return count == 0 ? "{}" : "{ " + Array(repeating: "_", count: count).joined(separator: ", ") + " in }"
  }

  /// Where the parenthesis that opens `text` closes.
  private static func closingParenthesis(of text: String) -> String.Index? {
    var depth = 0
    for index in text.indices {
      switch text[index] {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }

  private static func topLevelCommas(in text: String) -> Int {
    var depth = 0
    var commas = 0
    for character in text {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      case "," where depth == 0: commas += 1
      default: break
      }
    }
    return commas
  }

  /// `try await `, as far as the method needs it.
  var effects: String { (isThrowing || isRethrowing ? "try " : "") + (isAsync ? "await " : "") }

  /// `name(label: value, value)`
  var call: String { "\(name)(\(parameters.map(\.argument).joined(separator: ", ")))" }

  /// `[CallLog.Argument("data", Value(reflecting: data))]`: what a template answer names.
  var namedArguments: String { arguments(named: true) }

  /// The arguments as the call log shows them: named, or for a client's closure by position.
  var recordedArguments: String { arguments(named: !recordsPositionally) }

  /// `[("data", data as Any)]`: the arguments for `CallRecorder.record(_:reflecting:)`, which
  /// names objects as the sandbox does (`RootInteractor#1`).
  var recordedValues: String {
    // A generic call records its type arguments after its own: `wrap(data: 1, T: "Int")`.
    let typeArguments = genericParameters.map { "(\(SwiftLiteral.string(SwiftName.bare($0))), TypeArgument(\($0).self) as Any)" }
    return "[" + (parameters.map { "(\(recordsPositionally ? "nil" : $0.literal), \($0.recorded) as Any)" } + typeArguments)
      .joined(separator: ", ") + "]"
  }

  private func arguments(named: Bool) -> String {
    "[" + parameters.map { "CallLog.Argument(\(named ? $0.literal : "nil"), \($0.value))" }
      .joined(separator: ", ") + "]"
  }
}
