import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Swift text parsed the one way Stunt parses it, in debug and release builds alike.
///
/// swift-syntax stops reading declarations and expressions nested deeper than a limit, 256 in a
/// release build but 20 in a debug one (whose frames are larger): what lies deeper is left
/// unread, and a type nested 21 levels deep was silently not found. Stunt asks for 256 in both,
/// and parses on a thread whose stack holds that much nesting in a debug build; what is nested
/// deeper still does not parse, and `firstProblem` says where.
public enum SwiftSource {
  /// How deep declarations and expressions may nest.
  public static let maximumNesting = 256
  /// The parsing thread's stack: 256 levels of swift-syntax's debug frames, with room to spare.
  static let stackSize = 512 * 1024 * 1024

  public static func parse(_ text: String) -> SourceFileSyntax {
    let work = Parsing(text: text)
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    var thread = pthread_t()
    let context = Unmanaged.passRetained(work).toOpaque()
    let started = pthread_create(&thread, &attributes, { context in
      guard let context else { return nil }
      let work = Unmanaged<Parsing>.fromOpaque(context).takeRetainedValue()
      var text = work.text
      // swift-syntax copies the bytes into the tree's own arena.
      work.tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SwiftSource.maximumNesting) }
      return nil
    }, context)
    guard started == 0 else {
      // No thread to be had: parsed here, as deep as this thread's stack allows.
      Unmanaged<Parsing>.fromOpaque(context).release()
      return Parser.parse(source: text)
    }
    pthread_join(thread, nil)
    return work.tree ?? Parser.parse(source: text)
  }

  /// What keeps `tree` from being read whole, with its line: the first thing swift-syntax's
  /// parser says is wrong with it; nil when it parses.
  public static func firstProblem(in tree: SourceFileSyntax) -> (line: Int, column: Int, message: String)? {
    guard tree.hasError, let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first else { return nil }
    let location = first.location(converter: SourceLocationConverter(fileName: "", tree: tree))
    let limit = first.message.contains("nesting level") ? " (Stunt reads what is nested up to \(maximumNesting) levels deep)" : ""
    return (location.line, location.column, first.message + limit)
  }

  /// The text and, once the thread is joined, its tree.
  private final class Parsing: @unchecked Sendable {
    let text: String
    var tree: SourceFileSyntax?

    init(text: String) {
      self.text = text
    }
  }
}
