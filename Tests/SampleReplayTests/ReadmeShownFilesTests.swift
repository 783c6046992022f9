import Foundation
import StuntTestSupport
import Testing

/// What the README and the pages of `docs/` show outside their ```session blocks is checked
/// another way: a session shown as the format's example (`docs/sessions.md`) is a sample replayed
/// with the others, and every `stunt` invocation takes only options the binary declares.
@Suite("The README's other examples")
struct ReadmeShownFilesTests {
  static let root = StuntBinary.packageRoot

  static func readme() throws -> String {
    try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  }

  static func page(_ name: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent("docs").appendingPathComponent(name), encoding: .utf8)
  }

  /// The README and every page of `docs/`, each whole, one after the other.
  static func documentation() throws -> String {
    let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
      .filter { $0.hasSuffix(".md") }.sorted()
    return try ([readme()] + names.map { try page($0) }).joined(separator: "\n")
  }

  @Test func theFormatsExampleIsASampleAsItIs() throws {
    let sample = try String(contentsOf: Self.root.appendingPathComponent("Samples/counter/session-format.session"), encoding: .utf8)
    #expect(
      try Self.page("sessions.md").contains("```\n" + sample + "```\n"),
      "copy Samples/counter/session-format.session into docs/sessions.md again")
  }

  /// `stunt replay --shard 2/4`, `` `stunt --resume` ``: lines of ```sh blocks, the `run:` steps
  /// of the CI example's ```yaml block (`.build/release/stunt replay ...`, in `docs/sessions.md`)
  /// and code spans.
  static func invocations(_ readme: String) -> [[String]] {
    var found: [String] = []
    var inShell = false
    var inWorkflow = false
    for line in readme.split(separator: "\n") {
      if line.hasPrefix("```") {
        inShell = line == "```sh"
        inWorkflow = line == "```yaml"
        continue
      }
      if inShell, line.hasPrefix("stunt ") { found.append(String(line.prefix { $0 != "#" })) }
      if inWorkflow, let step = line.range(of: "- run: .build/release/stunt ") {
        found.append("stunt " + line[step.upperBound...])
      }
      var rest = line[...]
      while let open = rest.range(of: "`stunt "), let close = rest[open.upperBound...].firstIndex(of: "`") {
        found.append(String(rest[rest.index(after: open.lowerBound)..<close]))
        rest = rest[rest.index(after: close)...]
      }
    }
    // After `--`, `stunt sandbox` passes the words on to the sandbox's stunt, which has
    // `stunt`'s command line: `stunt sandbox -- --resume` is two invocations.
    return found.flatMap { invocation -> [[String]] in
      let words = invocation.split(separator: " ").map(String.init)
      guard let separator = words.firstIndex(of: "--") else { return [words] }
      return [Array(words[..<separator]), ["stunt"] + words[(separator + 1)...]]
    }
  }

  @Test func everyInvocationTakesOptionsTheBinaryHas() async throws {
    let invocations = Self.invocations(try Self.documentation())
    #expect(invocations.count > 8)
    #expect(invocations.contains { $0.contains("--shard") && $0.contains("--junit") }, "the CI matrix example of docs/sessions.md")
    // The subcommands as `stunt --help` lists them: `  replay    Replay .session files ...`.
    let overview = try await StuntBinary.run(["--help-hidden"], directory: Self.root).output
    let listed = overview.components(separatedBy: "SUBCOMMANDS:").last ?? ""
    let subcommands = listed.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && $0.contains("   ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(subcommands.contains("replay"), "\(overview)")
    var helps: [String: String] = [:]
    for words in invocations {
      let subcommand = words.count > 1 && subcommands.contains(words[1]) ? words[1] : "repl"
      if helps[subcommand] == nil {
        helps[subcommand] = try await StuntBinary.run([subcommand, "--help-hidden"], directory: Self.root).output
      }
      let help = helps[subcommand] ?? ""
      for option in words.dropFirst() where option.hasPrefix("-") {
        let name = String(option.prefix { $0 != "=" })
        #expect(help.range(of: name + "[ ,\\]\\n]", options: .regularExpression) != nil, "`\(words.joined(separator: " "))`: stunt \(subcommand) has no \(name)")
      }
    }
  }
}
