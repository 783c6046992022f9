import SwiftDiagnostics

/// Why `@Doubles` cannot generate doubles for a declaration: one error, on the part at fault.
/// (Generating from source words the refusals it shares for its own reader: `SourceDoublesDiagnostic`.)
public enum DoublesDiagnostic: DiagnosticMessage {
  case notAProtocol
  case onlyMethods
  case effectfulProperty
  case associatedTypes
  case genericMethod
  case staticMethod
  case typedThrows
  case unsupportedParameter
  case overloaded(String)
  case notAClosure(String)
  case synchronousClosure(String)
  case sendableSynchronous
  case nonSendableAsync
  case notPackageOrPublic(String)
  case inheritedRequirements(String, [String])
  /// `-> <T: P> T`, which swift-syntax reads and Swift does not compile.
  case namedOpaqueResult
  /// `static func == (lhs: Self, rhs: Self) -> Bool`: a double's methods are named.
  case operatorFunction

  public var message: String {
    switch self {
    case .notAProtocol:
      "@Doubles generates the doubles of a protocol or of a struct of closures; apply it to the dependency's declaration"
    case .onlyMethods: "@Doubles stands in for methods and properties only; make this requirement one"
    case .effectfulProperty:
      "@Doubles stands in for a property with a plain `get` or `get set`; make an async or throwing getter a method"
    case .associatedTypes: "@Doubles cannot stand in for a protocol with associated types"
    case .genericMethod: "@Doubles cannot stand in for a generic method: `stub` could not type its answer"
    case .staticMethod: "@Doubles stands in for instance methods and properties only"
    case .typedThrows: "@Doubles needs `throws` without a type: its doubles throw their own errors"
    case .unsupportedParameter: "@Doubles cannot record an inout, variadic or attributed parameter"
    case .sendableSynchronous:
      "@Doubles: the slot's client lives on the main actor, which a synchronous method or a property of a Sendable protocol cannot reach; make it an async method, or the protocol @MainActor"
    case .nonSendableAsync:
      "@Doubles: the slot's client lives on the main actor and cannot be sent to an async method of a protocol that is not Sendable; make the protocol Sendable or @MainActor"
    case .notPackageOrPublic(let name):
      "@Doubles needs '\(name)' to be package or public: release builds take an internal protocol's "
        + "one hand-written conformer for every value of it, generated doubles included, and crash"
    case .notAClosure(let name):
      "@Doubles stands in for the closures of a client struct; '\(name)' is not a closure"
    case .synchronousClosure(let name):
      "@Doubles needs a client's closures to be async (a call reads the slot on the main actor); make '\(name)' async"
    case .inheritedRequirements(let name, let protocols):
      "@Doubles cannot see what '\(name)' inherits from \(protocols.joined(separator: ", ")): a macro reads only the "
        + "declaration it is on; declare those requirements in '\(name)', or write its doubles by hand with @MethodNames"
    case .namedOpaqueResult: "@Doubles cannot stand in for a named opaque result (`-> <T: P> T`), which Swift does not compile"
    case .operatorFunction: "@Doubles cannot stand in for an operator: `calls`, `stub` and `verify` name methods"
    case .overloaded(let name):
      "@Doubles cannot tell these overloads apart: both would be named '\(name)' (by argument labels and types), which `calls`, `stub` and `verify` need"
    }
  }

  public var diagnosticID: MessageID {
    MessageID(domain: "StuntMacros", id: caseName)
  }

  /// The case's name: its diagnostic's id.
  var caseName: String {
    switch self {
    case .notAProtocol: "notAProtocol"
    case .onlyMethods: "onlyMethods"
    case .effectfulProperty: "effectfulProperty"
    case .associatedTypes: "associatedTypes"
    case .genericMethod: "genericMethod"
    case .staticMethod: "staticMethod"
    case .typedThrows: "typedThrows"
    case .unsupportedParameter: "unsupportedParameter"
    case .overloaded: "overloaded"
    case .notAClosure: "notAClosure"
    case .synchronousClosure: "synchronousClosure"
    case .sendableSynchronous: "sendableSynchronous"
    case .nonSendableAsync: "nonSendableAsync"
    case .notPackageOrPublic: "notPackageOrPublic"
    case .inheritedRequirements: "inheritedRequirements"
    case .namedOpaqueResult: "namedOpaqueResult"
    case .operatorFunction: "operatorFunction"
    }
  }

  public var severity: DiagnosticSeverity { .error }
}
