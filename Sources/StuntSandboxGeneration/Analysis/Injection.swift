import SwiftSyntax

/// What an initializer parameter (or a stored property) takes, as the sandbox fills it: a slot's
/// swappable client where the type is one of the package's protocols (through type aliases,
/// nested ones included, optionals, tuples, `any`, `some` and compositions of them: `(names:
/// NameProviding, logger: Logging)`, `Foo & Bar`), a plain value otherwise.
indirect enum Injection {
  /// A protocol of the package (its qualified name), or a composition of them (`Foo & Bar`): the
  /// slot's client, `optional` when the type is `P?`.
  case slot(protocolName: String, optional: Bool)
  /// A tuple, each element labelled as the type labels it.
  case tuple([(label: String?, injection: Injection)])
  /// Anything else, with the scope it is read in.
  case value(TypeSyntax, scope: String?)

  /// Reads `type` as written in `scope` (the qualified name of the type whose code declares it)
  /// in `index`: its protocols and aliases.
  init(_ type: TypeSyntax, in index: PackageIndex, scope: String?) {
    var (type, scope) = index.resolvingAliases(type, in: scope)
    var optional = false
    while true {
      if let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
        (type, scope) = index.resolvingAliases(wrapped, in: scope)
        optional = true
      } else if let existential = type.as(SomeOrAnyTypeSyntax.self) {
        // `any P` holds the slot's client; so does `some P`, which the swappable client is.
        (type, scope) = index.resolvingAliases(existential.constraint, in: scope)
      } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
        (type, scope) = index.resolvingAliases(only.type, in: scope)
      } else {
        break
      }
    }
    if let name = index.protocolName(of: type, in: scope) ?? index.compositionName(of: type, in: scope) {
      self = .slot(protocolName: name, optional: optional)
    } else if let tuple = type.as(TupleTypeSyntax.self), !optional {
      let elements = tuple.elements.map { element in
        (label: element.firstName?.text, injection: Injection(element.type, in: index, scope: scope))
      }
      self = elements.contains { $0.injection.slotCount > 0 } ? .tuple(elements) : .value(type, scope: scope)
    } else {
      self = .value(type, scope: scope)
    }
  }

  var slotCount: Int {
    switch self {
    case .slot: 1
    case .tuple(let elements): elements.reduce(0) { $0 + $1.injection.slotCount }
    case .value: 0
    }
  }
}
