import SwiftSyntax

extension SourceFileSyntax {
  /// The protocols whose doubles the file names, `NetworkServiceDoubles` naming
  /// `NetworkService`, each with the first token that names it; comments and strings do not count.
  var referencedDoubles: [(protocolName: String, token: TokenSyntax)] {
    let suffix = "Doubles"
    var found: [(protocolName: String, token: TokenSyntax)] = []
    var seen: Set<String> = []
    for token in tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let text) = token.tokenKind, text.count > suffix.count, text.hasSuffix(suffix) else { continue }
      let name = String(text.dropLast(suffix.count))
      if seen.insert(name).inserted { found.append((name, token)) }
    }
    return found
  }
}
