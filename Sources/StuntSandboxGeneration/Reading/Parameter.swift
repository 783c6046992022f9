import SwiftSyntax

/// A parameter of a method or an initializer, as declared.
struct Parameter {
  /// The argument label at the call site, nil for `_`.
  let label: String?
  /// The name inside the body: what the sandbox names the input's argument (`send greet id=7`).
  let name: String
  let type: TypeSyntax
  /// The default value's expression, as written.
  let defaultValue: ExprSyntax?
  /// `inout`, variadic, or a closure: what an input cannot pass from a typed value.
  let isPassedByValue: Bool

  init(label: String?, name: String, type: TypeSyntax, defaultValue: ExprSyntax?, isPassedByValue: Bool) {
    self.label = label
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.isPassedByValue = isPassedByValue
  }

  init(_ syntax: FunctionParameterSyntax) {
    let first = syntax.firstName.text
    label = first == "_" ? nil : first
    name = syntax.secondName?.text ?? first
    type = syntax.type
    defaultValue = syntax.defaultValue?.value
    let attributed = syntax.type.as(AttributedTypeSyntax.self)
    let isInout = attributed?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
    isPassedByValue = !isInout && syntax.ellipsis == nil && !Parameter.isFunction(syntax.type)
  }

  var typeText: String { type.trimmedDescription }

  /// `label: value`, or `value` for an unlabelled parameter.
  func argument(_ value: String) -> String {
    label.map { "\($0): \(value)" } ?? value
  }

  static func isFunction(_ type: TypeSyntax) -> Bool {
    var type = type
    while true {
      if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType; continue }
      if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType; continue }
      if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
        type = only.type
        continue
      }
      return type.is(FunctionTypeSyntax.self)
    }
  }
}
