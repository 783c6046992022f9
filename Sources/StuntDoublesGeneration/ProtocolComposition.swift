import SwiftSyntax

/// A composition of one module's protocols that a sandbox slot is typed as (`any Foo & Bar`, from
/// an initializer taking `Foo & Bar`): its doubles are one set of classes conforming to every
/// protocol of it, named as `DoublesNaming` names the composition (`FooAndBarDoubles`).
public struct ProtocolComposition {
  /// The protocols as the sandbox's code spells them, in the order written: `["Foo", "Bar"]`.
  public let components: [String]
  /// Their declarations, in the same order.
  let protocols: [ProtocolDeclSyntax]

  /// `Foo & Bar`
  public var spelled: String { components.joined(separator: " & ") }
  /// `FooAndBar`, what its doubles' enum is named after.
  public var doublesBase: String { DoublesNaming.doublesBase(ofType: spelled) }

  /// The compositions `file` writes whose protocols are all `reader`'s (constraints such as
  /// `AnyObject` and `Sendable` left out), each once.
  static func written(in file: SourceFileSyntax, of reader: SourceDoublesReader) -> [ProtocolComposition] {
    let finder = CompositionFinder(viewMode: .sourceAccurate)
    finder.walk(file)
    var found: [ProtocolComposition] = []
    for composition in finder.found {
      let components = composition.elements.map(\.type.trimmedDescription).filter { !SourceDoublesReader.constraints.contains($0) }
      let protocols = components.compactMap { reader.protocolDeclaration(named: DoublesNaming.doublesBase(ofType: $0)) }
      guard components.count > 1, protocols.count == components.count, !found.contains(where: { $0.components == components })
      else { continue }
      found.append(ProtocolComposition(components: components, protocols: protocols))
    }
    return found
  }
}

private final class CompositionFinder: SyntaxVisitor {
  var found: [CompositionTypeSyntax] = []

  override func visit(_ node: CompositionTypeSyntax) -> SyntaxVisitorContinueKind {
    found.append(node)
    return .skipChildren
  }
}
