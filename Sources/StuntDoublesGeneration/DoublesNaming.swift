import Foundation
import SwiftSyntax

/// What the doubles of a protocol are called: `ServiceDoubles` for a top-level `Service`,
/// `OuterServiceDoubles` for `Outer.Service`, a protocol nested in a type (an enum's name has no
/// dots). Declared once for the sandbox module that names them and the generator that writes them.
public enum DoublesNaming {
  /// `OuterService` for the path `["Outer", "Service"]`.
  public static func doublesBase(of path: [String]) -> String {
    path.map(SwiftName.plain).joined()
  }

  /// `OuterService` for `Outer.Service`; `FooAndBar` for the composition `Foo & Bar`.
  public static func doublesBase(ofType spelled: String) -> String {
    spelled.split(separator: "&")
      .map { doublesBase(of: $0.trimmingCharacters(in: .whitespaces).split(separator: ".").map(String.init)) }
      .joined(separator: "And")
  }

  /// `OuterServiceDoubles` for `Outer.Service`, `FooAndBarDoubles` for `Foo & Bar`.
  public static func doubles(ofProtocol qualifiedName: String) -> String {
    doublesBase(ofType: qualifiedName) + "Doubles"
  }

  /// The path a type, an extension or a protocol adds to its members' names: `["Outer"]` for
  /// `struct Outer` or `extension Outer`, `["A", "B"]` for `extension A.B`; nil for what nests no
  /// named declarations.
  public static func name(of group: some DeclGroupSyntax) -> [String]? {
    if let decl = group.as(ClassDeclSyntax.self) { return [decl.name.text] }
    if let decl = group.as(StructDeclSyntax.self) { return [decl.name.text] }
    if let decl = group.as(EnumDeclSyntax.self) { return [decl.name.text] }
    if let decl = group.as(ActorDeclSyntax.self) { return [decl.name.text] }
    if let decl = group.as(ExtensionDeclSyntax.self) {
      return decl.extendedType.trimmedDescription.split(separator: ".").map { String($0).trimmingCharacters(in: .whitespaces) }
    }
    return nil
  }
}
