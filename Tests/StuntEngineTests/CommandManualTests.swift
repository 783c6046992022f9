import Testing

@testable import StuntEngine

/// The man page's REPL section comes from the command declarations `help` reads.
@MainActor
@Suite("The REPL's commands in the man page")
struct CommandManualTests {
  @Test func everyCommandsUsageSummaryAndExamplesAreInIt() {
    let section = CommandManual.section
    for command in Commands.all {
      let configuration = command.configuration
      for usage in configuration.usage {
        #expect(section.contains(".It Li \"" + usage.replacing("\"", with: "\\(dq") + "\"\n"), "\(usage)")
      }
      for example in configuration.examples {
        #expect(section.contains("\n" + CommandManual.text(example) + "\n"), "\(example)")
      }
    }
    #expect(section.hasPrefix(".Sh \"REPL COMMANDS\"\n"))
    #expect(section.hasSuffix(".El\n"))
  }

  /// roff reads a backslash as an escape and a line starting with `.` or `'` as a request.
  @Test func textThatRoffWouldReadAsMarkupIsEscaped() {
    #expect(CommandManual.text(#"send factResponse "a\b""#) == #"send factResponse "a\eb""#)
    #expect(CommandManual.text(".lackOfInformation") == #"\&.lackOfInformation"#)
    #expect(CommandManual.text("'quoted'") == #"\&'quoted'"#)
    #expect(CommandManual.argument(#"set name "x""#) == #"Li "set name \(dqx\(dq""#)
  }
}
