/// One line of a command's expected output, as written in a session file.
public struct ExpectedLine: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// Matches exactly this text.
    case literal(String)
    /// `...`: any number of lines, none included.
    case anyLines
    /// Text with `[..]` holes, each matching any run of characters: the fragments between them.
    case glob([String])
    /// A line ending in ` (re)`: a regular expression the whole line must match.
    case regex(String)
  }

  public var kind: Kind
  /// Where it is written (1-based line of the file).
  public var line: Int
  /// The text as written, without the two-space indent.
  public var text: String

  public init(kind: Kind, line: Int, text: String) {
    self.kind = kind
    self.line = line
    self.text = text
  }

  /// Reads an output line's markup: a line ending in ` (re)` is a regular expression (which
  /// may well start with `\d`); otherwise a leading `\` makes the rest literal; `...` and
  /// `[..]` are wildcards.
  public init(parsing text: String, line: Int) throws(SessionParseError) {
    self.line = line
    self.text = text
    if text.hasSuffix(" (re)") {
      let pattern = String(text.dropLast(" (re)".count))
      do {
        _ = try Regex(pattern)
      } catch {
        throw SessionParseError(line: line, message: "invalid regular expression '\(pattern)': \(error)")
      }
      kind = .regex(pattern)
    } else if text.hasPrefix("\\") {
      kind = .literal(String(text.dropFirst()))
    } else if text == "..." {
      kind = .anyLines
    } else if text.containsGlobHole {
      kind = .glob(text.split(separator: Self.globHole, omittingEmptySubsequences: false).map(String.init))
    } else {
      kind = .literal(text)
    }
  }

  /// Whether one actual output line satisfies this line (`...` is handled by the matcher).
  public func matches(_ actual: String) -> Bool {
    switch kind {
    case .literal(let text):
      return text == actual
    case .anyLines:
      return true
    case .regex(let pattern):
      guard let regex = RegexCache.regex(pattern) else { return false }
      return (try? regex.wholeMatch(in: actual)) != nil
    case .glob(let fragments):
      return ExpectedLine.glob(fragments, matches: actual)
    }
  }

  /// What to call this line when it fails: the annotation a user wrote.
  public var annotation: String? {
    switch kind {
    case .literal: nil
    case .anyLines: "..."
    case .glob: Self.globHole
    case .regex: "(re)"
    }
  }

  static func glob(_ fragments: [String], matches actual: String) -> Bool {
    guard let first = fragments.first, actual.hasPrefix(first) else { return false }
    var rest = actual.dropFirst(first.count)
    let middle = fragments.dropFirst().dropLast()
    for fragment in middle {
      guard let range = rest.firstRange(of: fragment) else { return false }
      rest = rest[range.upperBound...]
    }
    guard let last = fragments.dropFirst().last else { return rest.isEmpty }
    return rest.hasSuffix(last)
  }
}

extension ExpectedLine {
  /// What stands for any run of characters in an expected line.
  static let globHole = "[..]"
}

extension StringProtocol {
  /// Whether a line has a `[..]`, found in its bytes at each `[`: the Foundation `contains` that
  /// Swift picks for a String argument goes through NSString, and the standard library's
  /// `firstRange(of:)` through a generic searcher, once per line of every file parsed.
  var containsGlobHole: Bool {
    let bytes = utf8
    var from = bytes.startIndex
    while let open = bytes[from...].firstIndex(of: UInt8(ascii: "[")) {
      if bytes[open...].starts(with: ExpectedLine.globHole.utf8) { return true }
      from = bytes.index(after: open)
    }
    return false
  }
}
