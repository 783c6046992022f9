import Foundation
import StuntKit
import Testing
import WarehouseModule

@testable import StuntEngine

/// Every command the prose of the README and of `docs/` shows in `code` takes a form its command
/// declares, and names modules, inputs, slots, methods and variants the modules declare, so an
/// example cannot name a verb, flag, shape or double the REPL no longer has. The ```session blocks are replayed, which
/// checks what they print as well.
@MainActor
@Suite("The README's inline command examples")
struct ReadmeCommandExamplesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// `README.md` and the pages of `docs/`, but the module author's guide: its thermostat is
  /// compiled and its session replayed by AuthorGuideTests.
  static func pages() throws -> [URL] {
    let docs = root.appendingPathComponent("docs")
    let names = try FileManager.default.contentsOfDirectory(atPath: docs.path)
      .filter { $0.hasSuffix(".md") && $0 != "writing-a-module.md" }.sorted()
    return [root.appendingPathComponent("README.md")] + names.map { docs.appendingPathComponent($0) }
  }

  /// `` `mock clubService.createClub 1 data.name="그룹명"` ``: code spans outside code blocks
  /// that begin with a command and go on; placeholders (`<slot>`, `…`) and alternatives (`a|b`)
  /// are a usage, not an example.
  static func examples() throws -> [String] {
    var prose = ""
    for page in try pages() {
      let text = try String(contentsOf: page, encoding: .utf8)
      var inBlock = false
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("```") { inBlock.toggle() } else if !inBlock { prose += line + " " }
      }
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
    #expect(examples.count > 40, "the examples of the README and docs/ were not found: \(examples.count)")
    for example in examples {
      do {
        let tokens = try Lexer.split(example)
        guard let command = tokens.first.flatMap({ Commands.named($0.text) }) else { continue }
        _ = try ArgumentMatcher.match(Array(tokens.dropFirst()), command.configuration)
      } catch {
        Issue.record("README or docs/: `\(example)` is refused: \(error)")
      }
      if let unknown = Self.unknownName(in: example) {
        Issue.record("README or docs/: `\(example)` names \(unknown), which no module declares")
      }
    }
  }

  /// The built-ins and the sample plugin's module, which `docs/plugins.md` loads.
  static let modules = ReadmeModuleTableTests.modules.map(\.descriptor) + [WarehouseModule.descriptor]
  static let slots = modules.flatMap(\.slots)

  /// The first name an example uses that no module declares: `load <module>`, `send <input>`,
  /// `use <slot> <variant>`, and `<slot>.<method>` wherever it stands (`calls.<slot>.<method>` too).
  static func unknownName(in example: String) -> String? {
    let words = example.split(separator: " ").map(String.init)
    switch words[0] {
    case LoadCommand.configuration.name where !modules.contains { $0.name == words[1] }:
      return "the module \(words[1])"
    case SendCommand.configuration.name:
      // `factResponse("hi")`, `.incrementButtonTapped`: the input's name, as the seeds spell it.
      let input = String(words[1].drop { $0 == "." }.prefix { $0 != "(" })
      if !modules.contains(where: { $0.inputs.contains { $0.name == input } }) { return "the input \(input)" }
    case UseCommand.configuration.name:
      let variants = slots.filter { $0.name == words[1] }.flatMap(\.variants).map(\.name)
      if variants.isEmpty { return "the slot \(words[1])" }
      if words.count > 2, !variants.contains(words[2]) { return "the variant \(words[1]) \(words[2])" }
    default: break
    }
    for word in words {
      let parts = word.split(separator: "=").first.map { $0.split(separator: ".").map(String.init) } ?? []
      for (index, slot) in parts.enumerated().dropLast() where slots.contains(where: { $0.name == slot }) {
        // A property's setter is the method `<property>.set`, whose name has a dot of its own.
        let method = parts[index + 1]
        let setter = parts.dropFirst(index + 2).first.map { method + "." + $0 }
        if !slots.contains(where: { $0.name == slot && $0.methods.contains { $0.name == method || $0.name == setter } }) {
          return "the method \(slot).\(method)"
        }
      }
    }
    return nil
  }
}
