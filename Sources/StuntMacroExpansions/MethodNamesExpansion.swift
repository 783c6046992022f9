import StuntDoublesGeneration
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@MethodNames` on a protocol: a peer enum `<Protocol>Method` with a case per method name,
/// whose raw value is the name calls are recorded under. A hand-written double records
/// `recorder?.record(RootInteractableMethod.activate)`: the name is written once, in the
/// protocol, and a typo does not compile. Overloads are named as `@Doubles` names them
/// (mockolo's `readProjectEntityID`), and a settable property's setter as `routerSet`,
/// recorded as `router.set`.
public struct MethodNamesExpansion: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else {
      context.diagnose(Diagnostic(node: node, message: MethodNamesDiagnostic.notAProtocol))
      return []
    }
    let requirements = Requirement.namingOverloads(protocolDecl.memberBlock.members.compactMap { member in
      member.decl.as(FunctionDeclSyntax.self).map(Requirement.init) ?? member.decl.as(VariableDeclSyntax.self).flatMap(Requirement.init)
    })
    // A settable property's setter is recorded as `<name>.set`: `case isCelsiusSet = "isCelsius.set"`.
    var names: [(case: String, raw: String?)] = []
    for requirement in requirements {
      if requirement.property == nil { names.append((requirement.typedName, nil)) }
      if requirement.property?.settable == true { names.append((requirement.name + "Set", requirement.setterName)) }
    }
    guard !names.isEmpty else {
      context.diagnose(Diagnostic(node: protocolDecl.name, message: MethodNamesDiagnostic.noMethods))
      return []
    }
    let access = protocolDecl.modifiers.first { ["public", "package"].contains($0.name.text) }.map { $0.name.text + " " } ?? ""
    let cases = names.map { "  case `\($0.case)`" + ($0.raw.map { " = \"\($0)\"" } ?? "") }.joined(separator: "\n")
    return ["\(raw: access)enum \(raw: protocolDecl.name.text)Method: String, MethodName {\n\(raw: cases)\n}"]
  }
}

enum MethodNamesDiagnostic: String, DiagnosticMessage {
  case notAProtocol
  case noMethods

  var message: String {
    switch self {
    case .notAProtocol: "@MethodNames names the methods of a protocol; apply it to the protocol a double conforms to"
    case .noMethods: "@MethodNames found no method to name in this protocol"
    }
  }

  var diagnosticID: MessageID { MessageID(domain: "StuntMacros", id: rawValue) }
  var severity: DiagnosticSeverity { .error }
}
