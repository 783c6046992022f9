import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// A reader sees a whole function on a screen or two: none in `Sources/` is longer than
/// `FunctionLengths.limit` lines, from its first line to its closing brace.
@Suite("Function lengths")
struct FunctionLengthTests {
  @Test func noFunctionInSourcesIsLongerThanTheLimit() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.count > 100)
    var long: [String] = []
    for file in files {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      long += FunctionLengths.over(FunctionLengths.limit, in: text).map { "\(file):\($0.line) \($0.name) (\($0.lines) lines)" }
    }
    #expect(long == [])
  }

  @Test func theCountFindsALongFunctionAndItsLine() {
    let body = (1...81).map { "  let x\($0) = \($0)" }.joined(separator: "\n")
    let text = "struct S {\n  func short() {}\n  init() {\n\(body)\n  }\n}\n"
    #expect(FunctionLengths.over(80, in: text).map(\.line) == [3])
    #expect(FunctionLengths.over(83, in: text).isEmpty)
  }
}

enum FunctionLengths {
  static let limit = 80

  /// The functions, initializers and accessors of `text` longer than `limit` lines.
  static func over(_ limit: Int, in text: String) -> [(name: String, line: Int, lines: Int)] {
    let tree = Parser.parse(source: text)
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.bodies.compactMap { name, node in
      let first = node.startLocation(converter: converter).line
      let lines = node.endLocation(converter: converter).line - first + 1
      return lines > limit ? (name, first, lines) : nil
    }
  }

  private final class Finder: SyntaxVisitor {
    var bodies: [(String, Syntax)] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      bodies.append((node.name.text, Syntax(node)))
      return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      bodies.append(("init", Syntax(node)))
      return .visitChildren
    }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
      bodies.append((node.accessorSpecifier.text, Syntax(node)))
      return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if case .getter = node.accessorBlock?.accessors {
        bodies.append((node.pattern.trimmedDescription, Syntax(node)))
      }
      return .visitChildren
    }
  }
}
