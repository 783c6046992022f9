import StuntDoublesGeneration
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Doubles` on a protocol: its method descriptors, a swappable client and the Meszaros
/// doubles, in a peer enum `<Protocol>Doubles`. What the doubles do is in StuntKit's
/// `GeneratedDouble`; reading the declaration and writing the text are StuntDoublesGeneration's,
/// shared with `stunt-generate`: the macro only reports what that refuses as diagnostics.
public struct DoublesExpansion: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    do throws(DoublesRefusal) {
      let source = try AttachedDoublesReader.doubles(of: declaration, attachedBy: node)
      return [DeclSyntax(stringLiteral: source.text)]
    } catch {
      for problem in error.problems { context.diagnose(problem.diagnostic) }
      return []
    }
  }
}
