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
    parse([text])[0]
  }

  /// Each of `texts` parsed, on as many threads as there are cores (each text on one).
  public static func parse(_ texts: [String]) -> [SourceFileSyntax] {
    let threads = max(1, min(ProcessInfo.processInfo.activeProcessorCount, texts.count))
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    let shares = (0..<threads).map { Share(texts: texts, first: $0, stride: threads) }
    var started: [pthread_t] = []
    for share in shares {
      let context = Unmanaged.passRetained(share).toOpaque()
      var thread = pthread_t()
      let made = pthread_create(&thread, &attributes, { context in
        guard let context else { return nil }
        Unmanaged<Share>.fromOpaque(context).takeRetainedValue().parse()
        return nil
      }, context)
      if made == 0 { started.append(thread) } else { Unmanaged<Share>.fromOpaque(context).release() }
    }
    for thread in started { pthread_join(thread, nil) }
    var trees: [SourceFileSyntax?] = Array(repeating: nil, count: texts.count)
    for share in shares {
      for (index, tree) in share.trees { trees[index] = tree }
    }
    // A text no thread could be started for is parsed here, as deep as this thread's stack allows.
    return texts.indices.map { trees[$0] ?? Parser.parse(source: texts[$0]) }
  }

  /// What keeps `tree` from being read whole, with its line: the first thing swift-syntax's
  /// parser says is wrong with it; nil when it parses.
  public static func firstProblem(in tree: SourceFileSyntax) -> (line: Int, column: Int, message: String)? {
    guard tree.hasError, let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first else { return nil }
    let location = first.location(converter: SourceLocationConverter(fileName: "", tree: tree))
    let limit = first.message.contains("nesting level") ? " (Stunt reads what is nested up to \(maximumNesting) levels deep)" : ""
    return (location.line, location.column, first.message + limit)
  }

  /// One thread's share of the texts, from `first` every `stride`, and, once the thread is
  /// joined, their trees (read then, written only by that thread before).
  private final class Share: @unchecked Sendable {
    let texts: [String]
    let first: Int
    let stride: Int
    private(set) var trees: [(Int, SourceFileSyntax)] = []

    init(texts: [String], first: Int, stride: Int) {
      self.texts = texts
      self.first = first
      self.stride = stride
    }

    func parse() {
      for index in Swift.stride(from: first, to: texts.count, by: stride) {
        var text = texts[index]
        // swift-syntax copies the bytes into the tree's own arena.
        trees.append((index, text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SwiftSource.maximumNesting) }))
      }
    }
  }
}
