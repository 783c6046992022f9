import SwiftSyntax

/// What an initializer parameter (or a stored property) takes, as the sandbox fills it: a slot's
/// swappable client where the type is one of the package's protocols (through type aliases,
/// optionals and tuples, `(names: NameProviding, logger: Logging)`), a plain value otherwise.
indirect enum Injection {
  /// A protocol of the package: the slot's client, `optional` when the type is `P?`.
  case slot(protocolName: String, optional: Bool)
  /// A tuple, each element labelled as the type labels it.
  case tuple([(label: String?, injection: Injection)])
  /// Anything else.
  case value(TypeSyntax)

  /// Reads `type` in `index`: its protocols and aliases.
  init(_ type: TypeSyntax, in index: PackageIndex) {
    var type = index.resolvingAliases(type)
    var optional = false
    while true {
      if let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
        type = index.resolvingAliases(wrapped)
        optional = true
      } else if let existential = type.as(SomeOrAnyTypeSyntax.self), existential.someOrAnySpecifier.tokenKind == .keyword(.any) {
        type = index.resolvingAliases(existential.constraint)
      } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
        type = index.resolvingAliases(only.type)
      } else {
        break
      }
    }
    if let name = type.as(IdentifierTypeSyntax.self)?.name.text, index.protocols[name] != nil {
      self = .slot(protocolName: name, optional: optional)
    } else if let tuple = type.as(TupleTypeSyntax.self), !optional {
      let elements = tuple.elements.map { element in
        (label: element.firstName?.text, injection: Injection(element.type, in: index))
      }
      self = elements.contains { $0.injection.slotCount > 0 } ? .tuple(elements) : .value(type)
    } else {
      self = .value(type)
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
