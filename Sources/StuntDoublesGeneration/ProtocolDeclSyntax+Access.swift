import SwiftSyntax

extension ProtocolDeclSyntax {
  /// The protocol's own access level (`public`, `package`, `fileprivate`, `private`), nil for
  /// internal: the doubles are as visible as what they stand in for, and a protocol of another
  /// module is imported as its level allows.
  var accessLevel: String? {
    let levels: [Keyword] = [.public, .package, .fileprivate, .private]
    return modifiers.first { modifier in
      levels.contains { modifier.name.tokenKind == .keyword($0) }
    }?.name.text
  }
}
