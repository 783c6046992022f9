import SwiftDiagnostics

/// Why the doubles of a protocol of another package cannot be generated from its source: one
/// error, on the part at fault, printed by `stunt-generate` as `path:line:column: error: …`.
/// Unlike `@Doubles`, it never asks for a change to the protocol (it is the user's code, read as
/// it is): it says what the generated doubles cannot stand in for.
public enum SourceDoublesDiagnostic: DiagnosticMessage {
  /// A requirement (or the protocol's shape) `@Doubles` refuses too, in the generator's words.
  case requirement(DoublesDiagnostic, protocolName: String)
  /// It inherits from a protocol that is not declared in its module's files.
  case inheritedNotFound(protocolName: String, inherited: String, module: String)
  /// An associated type that a constraint needs fixed (`associatedtype Item: Codable`) and the
  /// protocol gives no default for: nothing the doubles could say it is would do for every use.
  case constrainedAssociatedType(protocolName: String, associatedType: String)
  /// `private` or `fileprivate`: no other module reaches it, even through `@testable import`.
  case unreachable(protocolName: String, access: String)
  /// Declared in two of the modules read.
  case declaredTwice(protocolName: String, modules: [String])

  public var message: String {
    switch self {
    case .requirement(let reason, let name): "cannot generate the doubles of '\(name)': " + Self.phrase(reason)
    case .inheritedNotFound(let name, let inherited, let module):
      "cannot generate the doubles of '\(name)': it inherits from '\(inherited)', which is not a protocol declared in "
        + "module \(module), so its requirements cannot be read (doubles are generated for protocols that inherit only "
        + "from protocols of their own module, AnyObject and Sendable)"
    case .constrainedAssociatedType(let name, let associated):
      "cannot generate the doubles of '\(name)': its associated type '\(associated)' is constrained and has no default, "
        + "so there is no one type the doubles could fix it to (mockolo's `Any` would not meet the constraint)"
    case .unreachable(let name, let access):
      "cannot generate the doubles of '\(name)': it is \(access), which no other module can reach, even with @testable import"
    case .declaredTwice(let name, let modules):
      "'\(name)Doubles' is ambiguous: a protocol '\(name)' is declared in \(modules.joined(separator: " and "))"
    }
  }

  /// What `@Doubles` says of a requirement, as the reason the generated doubles refuse it.
  private static func phrase(_ reason: DoublesDiagnostic) -> String {
    switch reason {
    case .onlyMethods: "they stand in for methods and properties only, and this requirement is neither"
    case .effectfulProperty: "they stand in for a property with a plain `get` or `get set`, not an async or throwing getter"
    case .associatedTypes: "they cannot stand in for a protocol with associated types"
    case .genericMethod: "they cannot stand in for a generic method: `stub` could not type its answer"
    case .staticMethod: "they stand in for instance methods and properties only"
    case .typedThrows: "they throw their own errors, which a typed `throws` does not allow"
    case .unsupportedParameter: "they cannot record an inout, variadic or attributed parameter"
    case .overloaded(let name):
      "two overloads would both be named '\(name)' (by argument labels and types), which `calls`, `stub` and `verify` need"
    default: reason.message
    }
  }

  public var diagnosticID: MessageID {
    let name: String =
      switch self {
      case .requirement(let reason, _): reason.caseName
      case .inheritedNotFound: "inheritedNotFound"
      case .constrainedAssociatedType: "constrainedAssociatedType"
      case .unreachable: "unreachable"
      case .declaredTwice: "declaredTwice"
      }
    return MessageID(domain: "StuntDoublesGeneration", id: name)
  }

  public var severity: DiagnosticSeverity { .error }
}
