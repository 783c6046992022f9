import SwiftSyntax

/// A declaration's access level, as far as the sandbox can reach it: internal and above through
/// `@testable import` in a debug build, public and above from any build.
enum Access: Int, Comparable {
  case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

  static func < (lhs: Access, rhs: Access) -> Bool { lhs.rawValue < rhs.rawValue }

  /// What another module can call, given `@testable import`.
  var isReachable: Bool { self >= .internal }

  /// Whether a release build reaches it without `@testable`. (`package` is visible only
  /// inside its own package, so another package needs `@testable` as for internal.)
  var isPublic: Bool { self >= .public }

  /// The level the modifiers give, and the setter's (`private(set)`), each internal unless said.
  static func of(_ modifiers: DeclModifierListSyntax) -> (access: Access, setter: Access) {
    var access = Access.internal
    var setter: Access?
    for modifier in modifiers {
      guard let level = Access(keyword: modifier.name.tokenKind) else { continue }
      if modifier.detail?.detail.text == "set" { setter = level } else { access = level }
    }
    return (access, setter ?? access)
  }

  private init?(keyword: TokenKind) {
    switch keyword {
    case .keyword(.private): self = .private
    case .keyword(.fileprivate): self = .fileprivate
    case .keyword(.internal): self = .internal
    case .keyword(.package): self = .package
    case .keyword(.public): self = .public
    case .keyword(.open): self = .open
    default: return nil
    }
  }
}
