import SwiftParser
import SwiftSyntax

/// The sandbox executable's `main.swift`: Stunt's command line with the sandbox's modules
/// built in. `stunt sandbox` adds an entry to its list for each type it makes a module for.
struct MainSource {
  static let fileName = "main.swift"

  static func text(modules: [String]) -> String {
    """
    // Stunt's command line with this sandbox's modules built in: `swift run stunt-sandbox` opens
    // the REPL, `swift run stunt-sandbox replay Sessions` replays. `stunt sandbox <Type>` adds
    // the module of another type of the package to the list.
    import StuntCommandLine
    import StuntKit

    await StuntCommandLine.main(
      StuntTool(modules: [
    \(modules.map { "    \($0).entry," }.joined(separator: "\n"))
      ]))

    """
  }

  /// The module types main.swift lists (`GreeterModule` for `GreeterModule.entry`), in order.
  static func modules(in source: String) -> [String] {
    let finder = ModulesListFinder(viewMode: .sourceAccurate)
    finder.walk(Parser.parse(source: source))
    return finder.list?.elements.compactMap { element in
      let text = element.expression.trimmedDescription
      return text.hasSuffix(".entry") ? String(text.dropLast(".entry".count)) : nil
    } ?? []
  }

  /// `source` with `module`'s entry at the end of the `modules:` list; nil when it is there.
  static func adding(_ module: String, to source: String) throws(SandboxError) -> String? {
    let entry = "\(module).entry"
    let tree = Parser.parse(source: source)
    let finder = ModulesListFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    guard let list = finder.list else {
      throw SandboxError("main.swift has no `modules: [...]` list any more; add \(entry) to what it passes StuntCommandLine.main")
    }
    if list.elements.contains(where: { $0.expression.trimmedDescription == entry }) { return nil }
    var utf8 = Array(source.utf8)
    let closing = list.rightSquare.positionAfterSkippingLeadingTrivia.utf8Offset
    // After the last element's comma (or the opening bracket), on a line of its own.
    let insertion = list.elements.last.map { $0.endPositionBeforeTrailingTrivia.utf8Offset } ?? list.leftSquare.endPosition.utf8Offset
    let needsComma = list.elements.last.map { $0.trailingComma == nil } ?? false
    let added = (needsComma ? "," : "") + "\n    \(entry),"
    utf8.insert(contentsOf: Array(added.utf8), at: min(insertion, closing))
    return String(decoding: utf8, as: UTF8.self)
  }
}

/// Finds the array passed as `modules:`.
private final class ModulesListFinder: SyntaxVisitor {
  var list: ArrayExprSyntax?

  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    if list == nil, node.label?.text == "modules", let array = node.expression.as(ArrayExprSyntax.self) { list = array }
    return .visitChildren
  }
}
