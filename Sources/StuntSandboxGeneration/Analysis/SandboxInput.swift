import StuntDoublesGeneration
/// A method of the type under test, as an input of its sandbox module: `send greet id=7`.
struct SandboxInput {
  /// The name `send` takes: the method's, or for an overload the name mockolo would give it
  /// (`recordNote` for `record(_:note:)`).
  let name: String
  let method: Method
  /// The one line `inputs` shows.
  let summary: String
  /// A value of each parameter for the payload's `sample` (nil where the payload's property
  /// is optional: a parameter with a default, or an optional one).
  var samples: [String?] = []
  /// Each parameter's type as the sandbox module spells it (`FooBarUser.Settings` for a type
  /// nested in the type under test).
  var types: [String] = []

  /// The action case's payload type, for a method with parameters: `Greet`; `실행Arguments` for a
  /// name with no capital, which the case and its payload cannot share.
  var payloadName: String? {
    guard !method.parameters.isEmpty else { return nil }
    let upper = SwiftName.upperCamel(name)
    return upper == name ? upper + "Arguments" : upper
  }

  /// The inputs of `methods`, overloads named apart by their labels, then their types too.
  static func naming(_ methods: [Method], of typeName: String) -> [SandboxInput] {
    func name(_ method: Method, withTypes: Bool) -> String {
      SwiftName.plain(method.name) + method.parameters.map { parameter in
        SwiftName.upperCamel(SwiftName.plain(parameter.label ?? parameter.name))
          + (withTypes ? SwiftName.upperCamel(parameter.typeText.filter { $0.isLetter || $0.isNumber }) : "")
      }.joined()
    }
    return methods.map { method in
      let overloads = methods.filter { $0.name == method.name }
      let byLabels = overloads.map { name($0, withTypes: false) }
      let chosen =
        overloads.count == 1 ? SwiftName.plain(method.name) : name(method, withTypes: Set(byLabels).count != byLabels.count)
      return SandboxInput(name: chosen, method: method, summary: method.documentation ?? "\(typeName).\(method.signature)")
    }
  }
}
