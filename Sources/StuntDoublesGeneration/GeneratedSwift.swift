import SwiftSyntax

/// Swift that Stunt writes (the doubles a build generates, the sandbox module a user edits),
/// checked and laid out one way: parsed with swift-syntax, refused when it does not parse, and
/// indented by its brackets, two spaces a level.
///
/// Both passes grow with the text and no faster (swift-syntax's BasicFormat, used before, took
/// 65 ms a requirement for a protocol of 5,000): the check parses the parts of a large text on
/// every core (`SwiftSource.parse`), and the indenting is one pass over the bytes, which knows
/// only what can hide a bracket (comments and strings, interpolations included). Line breaks,
/// comments and spacing are the text's own; a multi-line string's lines are kept as they are.
public enum GeneratedSwift {
  /// The first thing swift-syntax's parser says is wrong with any of `parts`, each parsed on its
  /// own (a member of a type is given inside one), with the part's index and line; nil when all
  /// parse.
  public static func firstDiagnostic(in parts: [String]) -> (part: Int, line: Int, message: String)? {
    for (index, tree) in SwiftSource.parse(parts).enumerated() {
      if let problem = SwiftSource.firstProblem(in: tree) { return (index, problem.line, problem.message) }
    }
    return nil
  }

  /// `firstDiagnostic(in:)` for one text: `line 4: expected ')'`.
  public static func firstDiagnostic(_ text: String) -> String? {
    firstDiagnostic(in: [text]).map { "line \($0.line): \($0.message)" }
  }

  /// `text`, each line indented by the brackets open before it: a line that leaves brackets
  /// open indents the lines after it one level, however many it opened (`foo(bar: {`), and a
  /// line that starts by closing them is where they were opened (`})`).
  public static func indented(_ text: String) -> String {
    var bytes = Array(text.utf8)
    var reader = Lexer()
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + bytes.count / 4)
    var levels: [Int] = []  // each level: the brackets one line left open
    var opened = 0  // brackets the current line opened and has not closed
    var start = 0
    bytes.append(UInt8(ascii: "\n"))
    while start < bytes.count - 1 {
      var end = start
      while bytes[end] != UInt8(ascii: "\n") { end += 1 }
      defer { start = end + 1 }
      if start > 0 {
        if opened > 0 { levels.append(opened) }
        opened = 0
      }
      // A line that begins inside a multi-line string or a comment is the string's or the comment's.
      if !reader.isInCode {
        output += bytes[start...end]
        reader.read(bytes[start..<end]) { _, _ in }
        continue
      }
      var content = start
      while content < end, bytes[content] == UInt8(ascii: " ") || bytes[content] == UInt8(ascii: "\t") { content += 1 }
      guard content < end else {
        output.append(UInt8(ascii: "\n"))
        continue
      }
      var leadingClosers = 0
      while content + leadingClosers < end, Self.closes(bytes[content + leadingClosers]) { leadingClosers += 1 }
      for _ in 0..<leadingClosers { Self.close(&levels) }
      output += repeatElement(UInt8(ascii: " "), count: 2 * levels.count)
      output += bytes[content...end]
      var position = 0
      reader.read(bytes[content..<end]) { byte, inCode in
        defer { position += 1 }
        guard inCode else { return }
        if Self.closes(byte) {
          if position < leadingClosers { return }
          if opened > 0 { opened -= 1 } else { Self.close(&levels) }
        } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
          opened += 1
        }
      }
    }
    if text.utf8.last != UInt8(ascii: "\n"), output.last == UInt8(ascii: "\n") { output.removeLast() }
    return String(decoding: output, as: UTF8.self)
  }

  private static func closes(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
  }

  private static func close(_ levels: inout [Int]) {
    guard let last = levels.indices.last else { return }
    levels[last] -= 1
    if levels[last] <= 0 { levels.removeLast() }
  }

  /// What can hide a bracket from the indenting, line after line: comments (`//`, nested `/* */`)
  /// and string literals (`"`, `"""`, raw `#"…"#`), with the code of their interpolations.
  struct Lexer {
    private enum Context {
      /// Code; inside an interpolation, with the parentheses that close it.
      case code(parentheses: Int)
      case string(multiline: Bool, hashes: Int)
      case blockComment(depth: Int)
    }

    private var contexts: [Context] = [.code(parentheses: 0)]

    /// Whether the next line begins in code (not in a multi-line string or a block comment).
    var isInCode: Bool {
      if case .code = contexts.last { true } else { false }
    }

    /// Reads one line (without its line break), telling `each` every byte and whether it is a
    /// bracket-bearing byte of the outermost code.
    mutating func read(_ line: ArraySlice<UInt8>, _ each: (UInt8, Bool) -> Void) {
      var index = line.startIndex
      while index < line.endIndex {
        switch contexts.last ?? .code(parentheses: 0) {
        case .code(let parentheses): index = readCode(line, at: index, parentheses: parentheses, each)
        case .string(let multiline, let hashes): index = readString(line, at: index, multiline: multiline, hashes: hashes, each)
        case .blockComment(let depth): index = readComment(line, at: index, depth: depth, each)
        }
      }
      // A single-line string does not outlive its line (an unterminated one is the parser's to report).
      while case .string(false, _) = contexts.last { contexts.removeLast() }
    }

    /// The byte `offset` past `index`, if the line has it.
    private static func byte(_ line: ArraySlice<UInt8>, _ index: Int, _ offset: Int) -> UInt8? {
      index + offset < line.endIndex ? line[index + offset] : nil
    }

    /// Tells `each` of `count` bytes from `index` that bear no bracket; returns the index after them.
    private static func pass(_ line: ArraySlice<UInt8>, _ index: Int, _ count: Int, _ each: (UInt8, Bool) -> Void) -> Int {
      for offset in 0..<count { each(line[index + offset], false) }
      return index + count
    }

    private mutating func readCode(_ line: ArraySlice<UInt8>, at index: Int, parentheses: Int, _ each: (UInt8, Bool) -> Void) -> Int {
      let byte = line[index]
      let at = { (offset: Int) in Self.byte(line, index, offset) }
      if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "/") {
        return Self.pass(line, index, line.endIndex - index, each)
      }
      if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
        contexts.append(.blockComment(depth: 1))
        return Self.pass(line, index, 2, each)
      }
      var hashes = 0
      while at(hashes) == UInt8(ascii: "#") { hashes += 1 }
      if at(hashes) == UInt8(ascii: "\"") {
        let multiline = at(hashes + 1) == UInt8(ascii: "\"") && at(hashes + 2) == UInt8(ascii: "\"")
        contexts.append(.string(multiline: multiline, hashes: hashes))
        return Self.pass(line, index, hashes + (multiline ? 3 : 1), each)
      }
      let outermost = contexts.count == 1
      if contexts.count > 1 {
        // An interpolation's own parentheses, and the one that ends it.
        if byte == UInt8(ascii: "(") {
          contexts[contexts.count - 1] = .code(parentheses: parentheses + 1)
        } else if byte == UInt8(ascii: ")") {
          if parentheses == 0 { contexts.removeLast() } else { contexts[contexts.count - 1] = .code(parentheses: parentheses - 1) }
        }
      }
      each(byte, outermost)
      return index + 1
    }

    private mutating func readString(
      _ line: ArraySlice<UInt8>, at index: Int, multiline: Bool, hashes: Int, _ each: (UInt8, Bool) -> Void
    ) -> Int {
      let byte = line[index]
      let at = { (offset: Int) in Self.byte(line, index, offset) }
      if byte == UInt8(ascii: "\\") {
        var hashesAfter = 0
        while hashesAfter < hashes, at(1 + hashesAfter) == UInt8(ascii: "#") { hashesAfter += 1 }
        if hashesAfter == hashes, at(1 + hashes) == UInt8(ascii: "(") {
          contexts.append(.code(parentheses: 0))
          return Self.pass(line, index, 2 + hashes, each)
        }
        if hashesAfter == hashes, at(1 + hashes) != nil {
          return Self.pass(line, index, 2 + hashes, each)
        }
      }
      let quotes = multiline ? 3 : 1
      if byte == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ at($0) == UInt8(ascii: "\"") }),
        (0..<hashes).allSatisfy({ at(quotes + $0) == UInt8(ascii: "#") })
      {
        contexts.removeLast()
        return Self.pass(line, index, quotes + hashes, each)
      }
      each(byte, false)
      return index + 1
    }

    private mutating func readComment(_ line: ArraySlice<UInt8>, at index: Int, depth: Int, _ each: (UInt8, Bool) -> Void) -> Int {
      let byte = line[index]
      let next = Self.byte(line, index, 1)
      if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
        contexts[contexts.count - 1] = .blockComment(depth: depth - 1)
        if depth == 1 { contexts.removeLast() }
        return Self.pass(line, index, 2, each)
      }
      if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
        contexts[contexts.count - 1] = .blockComment(depth: depth + 1)
        return Self.pass(line, index, 2, each)
      }
      each(byte, false)
      return index + 1
    }
  }
}
