import StuntKit

/// A parsed `.session` file, or the ```` ```session ```` blocks of a Markdown file: its
/// commands with their expectations, its directives, and the original lines (prose included)
/// so an update can rewrite expectations and leave everything else byte for byte.
public struct SessionDocument: Equatable, Sendable {
  public var path: String
  public var lines: [String]
  public var commands: [CommandBlock]
  public var directives: [Directive]
  /// The file line of each directive, in the order of `directives`.
  public var directiveLines: [Int] = []
  /// Whether the file ended with a newline, kept on rewrite.
  public var endsWithNewline: Bool
  /// `\n`, or `\r\n` for a file written on Windows: kept on rewrite.
  public var lineEnding: String = "\n"

  /// The file's text with `lines` in place of its lines.
  public func text(with lines: [String]) -> String {
    lines.joined(separator: lineEnding) + (endsWithNewline ? lineEnding : "")
  }

  /// What the directives set for the whole file, the last of each kind winning.
  public var mode: SessionMode {
    directives.reduce(into: SessionMode()) { mode, directive in
      switch directive {
      case .exhaustivity(let exhaustivity): mode.exhaustivity = exhaustivity
      case .testStore(let on): mode.testStore = on
      case .context(let context): mode.context = context
      default: break
      }
    }
  }

  public var isExhaustive: Bool { mode.exhaustivity.isOn }

  public var skipReason: String? {
    directives.lazy.compactMap { if case .skip(let reason) = $0 { reason } else { nil } }.first
  }

  /// The language `% language` names, English when none does.
  public var language: Language {
    directives.lazy.compactMap { if case .language(let language) = $0 { language } else { nil } }.last ?? .en
  }

  public var timeout: Duration? {
    directives.lazy.compactMap { if case .timeout(let duration) = $0 { duration } else { nil } }.last
  }

  /// The file line of the command with this number (1-based), for "(command N)" in messages.
  public func line(ofCommand number: Int) -> Int? {
    number >= 1 && number <= commands.count ? commands[number - 1].line : nil
  }
}
