import Foundation
import StuntDoublesGeneration
import SwiftSyntax

/// The one list of a sandbox's modules, which `stunt sandbox <Type>` adds to: `SandboxModules.swift`
/// declares it, main.swift opens the REPL with it and the session tests replay with it. (A
/// sandbox written before version 0.1.0 keeps it as main.swift's `modules:` argument, and is
/// edited there.)
enum ModuleList {
  static let fileName = "SandboxModules.swift"
  static let variable = "sandboxModules"

  static func text(modules: [String]) -> String {
    """
    // This sandbox's modules: `stunt sandbox <Type>` adds the module of another type of the package.
    // main.swift opens the REPL with them; \(SessionTestsSource.path) replays Sessions/ with them
    // in `swift test`.
    import StuntKit

    @MainActor let \(variable): [ModuleEntry] = [
    \(modules.map { "  \($0).entry," }.joined(separator: "\n"))
    ]

    """
  }

  /// The file that holds the list in the sandbox's sources folder: `SandboxModules.swift`, or an
  /// older sandbox's main.swift.
  static func file(in sources: URL) -> URL {
    let list = sources.appendingPathComponent(fileName)
    let main = sources.appendingPathComponent(MainSource.fileName)
    return !FileManager.default.fileExists(atPath: list.path) && FileManager.default.fileExists(atPath: main.path) ? main : list
  }

  /// The module types the list holds (`GreeterModule` for `GreeterModule.entry`), in order.
  static func modules(in source: String) -> [String] {
    let finder = ListFinder(viewMode: .sourceAccurate)
    finder.walk(SwiftSource.parse(source))
    return finder.list?.elements.compactMap { element in
      let text = element.expression.trimmedDescription
      return text.hasSuffix(".entry") ? String(text.dropLast(".entry".count)) : nil
    } ?? []
  }

  /// `source` with `module`'s entry at the end of the list; nil when it is there.
  static func adding(_ module: String, to source: String) throws(SandboxError) -> String? {
    let entry = "\(module).entry"
    let tree = SwiftSource.parse(source)
    let finder = ListFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    guard let list = finder.list else {
      throw SandboxError("the sandbox's module list (`let \(variable) = [...]`) is gone; add \(entry) to what it passes StuntCommandLine.main")
    }
    if list.elements.contains(where: { $0.expression.trimmedDescription == entry }) { return nil }
    var utf8 = Array(source.utf8)
    let closing = list.rightSquare.positionAfterSkippingLeadingTrivia.utf8Offset
    // After the last element's comma (or the opening bracket), on a line of its own, indented as
    // the last element is.
    let insertion = list.elements.last.map { $0.endPositionBeforeTrailingTrivia.utf8Offset } ?? list.leftSquare.endPosition.utf8Offset
    let indent = list.elements.last.map { String($0.leadingTrivia.description.reversed().prefix { $0 == " " }) } ?? "  "
    let needsComma = list.elements.last.map { $0.trailingComma == nil } ?? false
    let added = (needsComma ? "," : "") + "\n\(indent)\(entry),"
    utf8.insert(contentsOf: Array(added.utf8), at: min(insertion, closing))
    return String(decoding: utf8, as: UTF8.self)
  }
}

/// Finds the list: the array `sandboxModules` is, or (an older sandbox) the one passed as `modules:`.
private final class ListFinder: SyntaxVisitor {
  var list: ArrayExprSyntax?

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if list == nil, node.pattern.trimmedDescription == ModuleList.variable,
      let array = node.initializer?.value.as(ArrayExprSyntax.self)
    {
      list = array
    }
    return .visitChildren
  }

  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    if list == nil, node.label?.text == "modules", let array = node.expression.as(ArrayExprSyntax.self) { list = array }
    return .visitChildren
  }
}
