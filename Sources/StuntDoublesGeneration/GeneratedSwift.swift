import SwiftSyntax

/// Swift that Stunt writes (the doubles a build generates, the sandbox module a user edits),
/// checked and laid out one way: parsed with swift-syntax, refused when it does not parse, and
/// indented by its brackets, two spaces a level.
///
/// The indenting is one pass over the tokens, so its time grows with the text and no faster
/// (swift-syntax's BasicFormat, used before, took 65 ms a requirement for a protocol of 5,000).
/// Line breaks, comments and spacing are the text's own; a multi-line string's lines are kept.
public struct GeneratedSwift {
  public let tree: SourceFileSyntax

  public init(_ text: String) {
    tree = SwiftSource.parse(text)
  }

  /// The first thing swift-syntax's parser says is wrong with the text, with its line; nil when it parses.
  public var firstDiagnostic: String? {
    SwiftSource.firstProblem(in: tree).map { "line \($0.line): \($0.message)" }
  }

  /// The text, each line indented by the brackets open before it: a line that leaves brackets
  /// open indents the lines after it one level, however many it opened (`foo(bar: {`), and a
  /// line that starts by closing them is where they were opened (`})`).
  public var indented: String {
    let tokens = Array(tree.tokens(viewMode: .sourceAccurate))
    var output = ""
    var levels: [Int] = []  // each level: the brackets one line left open
    var opened = 0  // brackets the current line opened and has not closed
    var closedAhead = 0  // closers that start the current line, already taken off `levels`
    for (index, token) in tokens.enumerated() {
      let startsLine = token.leadingTrivia.contains(where: \.isNewline)
      if startsLine {
        if opened > 0 { levels.append(opened) }
        opened = 0
        var next = index
        while next < tokens.count, Self.closes(tokens[next].tokenKind),
          next == index || !tokens[next].leadingTrivia.contains(where: \.isNewline)
        {
          Self.close(&levels)
          next += 1
        }
        closedAhead = next - index
        // A multi-line string's closing quotes stay where they are: they say how much of its lines is indentation.
        let isClosingQuote = token.tokenKind == .multilineStringQuote && token.parent?.as(StringLiteralExprSyntax.self)?.closingQuote.id == token.id
        output += isClosingQuote ? token.leadingTrivia.description : Self.reindented(token.leadingTrivia, levels.count)
      } else {
        output += token.leadingTrivia.description
      }
      if Self.closes(token.tokenKind) {
        if closedAhead > 0 {
          closedAhead -= 1
        } else if opened > 0 {
          opened -= 1
        } else {
          Self.close(&levels)
        }
      }
      if Self.opens(token.tokenKind) { opened += 1 }
      output += token.text
      output += token.trailingTrivia.description
    }
    return output
  }

  private static func opens(_ kind: TokenKind) -> Bool {
    kind == .leftBrace || kind == .leftParen || kind == .leftSquare
  }

  private static func closes(_ kind: TokenKind) -> Bool {
    kind == .rightBrace || kind == .rightParen || kind == .rightSquare
  }

  private static func close(_ levels: inout [Int]) {
    guard let last = levels.indices.last else { return }
    levels[last] -= 1
    if levels[last] <= 0 { levels.removeLast() }
  }

  /// Leading trivia with the blanks that begin each of its lines replaced by `level` indents.
  private static func reindented(_ trivia: Trivia, _ level: Int) -> String {
    let indent = String(repeating: "  ", count: level)
    var text = ""
    var atLineStart = false
    for piece in trivia {
      if piece.isNewline {
        piece.write(to: &text)
        atLineStart = true
        continue
      }
      if atLineStart && piece.isSpaceOrTab { continue }
      if atLineStart { text += indent }
      atLineStart = false
      piece.write(to: &text)
    }
    if atLineStart { text += indent }
    return text
  }
}

extension TriviaPiece {
  fileprivate var isSpaceOrTab: Bool {
    switch self {
    case .spaces, .tabs: true
    default: false
    }
  }
}
