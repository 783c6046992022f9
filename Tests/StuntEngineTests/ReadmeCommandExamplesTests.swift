import Foundation
import Testing

@testable import StuntEngine

/// Every command the README's prose shows in `code` takes a form its command declares, so an
/// example cannot name a verb, flag or shape the REPL no longer has. The ```session blocks are
/// replayed, which checks what they print as well.
@MainActor
@Suite("The README's inline command examples")
struct ReadmeCommandExamplesTests {
  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("README.md")

  /// `` `mock clubService.createClub 1 data.name="그룹명"` ``: code spans outside code blocks
  /// that begin with a command and go on; placeholders (`<slot>`, `…`) and alternatives (`a|b`)
  /// are a usage, not an example.
  static func examples() throws -> [String] {
    let text = try String(contentsOf: readme, encoding: .utf8)
    var prose = ""
    var inBlock = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inBlock.toggle() } else if !inBlock { prose += line + " " }
    }
    // A span may wrap onto the next line; joining the lines with a space keeps it whole.
    // A span opens and closes with the same run of backticks (`` `a` `` holds a backtick).
    let pattern = try NSRegularExpression(pattern: "(?<!`)(`+)(?!`)(.+?)(?<!`)\\1(?!`)")
    let spans = pattern.matches(in: prose, range: NSRange(prose.startIndex..., in: prose)).compactMap { match in
      Range(match.range(at: 2), in: prose).map { String(prose[$0]) }
    }
    return spans.map { $0.trimmingCharacters(in: .whitespaces) }.filter { span in
      let words = span.split(separator: " ").map(String.init)
      guard words.count > 1, let command = Commands.named(words[0]) else { return false }
      // `backend fail`, `verify order`, `expect calls.`: a command's verb or prefix, named.
      let verbs = command.configuration.forms.flatMap { $0.positional.filter { $0.role == .verb }.map(\.name) }
      if words.count == 2, verbs.contains(words[1]) || words[1].hasSuffix(".") { return false }
      return !["<", "…", "...", "|"].contains { span.contains($0) }
    }
  }

  @Test func everyExampleTakesAFormOfItsCommand() throws {
    let examples = try Self.examples()
    #expect(examples.count > 40, "the README's examples were not found: \(examples.count)")
    for example in examples {
      do {
        let tokens = try Lexer.split(example)
        guard let command = tokens.first.flatMap({ Commands.named($0.text) }) else { continue }
        _ = try ArgumentMatcher.match(Array(tokens.dropFirst()), command.configuration)
      } catch {
        Issue.record("README: `\(example)` is refused: \(error)")
      }
    }
  }
}
