import StuntSession
import Testing

@testable import StuntEngine
import StuntTesting

/// Bad input gets one `error:` line; the REPL goes on and the state is intact.
let badLines: [String] = [
    "nope",
    "send nope",
    "load nothing",
    "use nope stub",
    "use numberFact nope",
    "send factResponse",
    "send factResponse 1",
    "set count \"x\"",
    #"send factResponse "unbalanced"#,
    "state missing.path",
    "stub numberFact.fetch returns [1,",
    "expect count ~ 3",
    "advance soon",
    "help nothing",
    "load\u{7}counter",
    "send incrementButtonTapped\u{1B}[A",
    String(repeating: "x", count: 1 << 20),
  ]

@MainActor
@Suite("Bad input", .mainSerialExecutor)
struct BadInputTests {
  @Test(arguments: badLines)
  func oneErrorLineAndNothingLost(line: String) async {
    let driver = await Driver.counter("send incrementButtonTapped", "use numberFact spy")
    let report = await driver.run(line)
    #expect(report.status == .rejected)
    #expect(report.lines.count == 1)
    #expect(report.lines.first?.hasPrefix("error: ") == true)
    #expect(await driver.count == "1")
    #expect(await driver.text("deps").contains("numberFact  spy"))
    #expect(driver.sandbox.prompt == "counter> ")
    #expect(driver.sandbox.exitStatus == 2)
  }

  @Test func invalidUTF8Bytes() async {
    let driver = await Driver.counter()
    let report = await driver.sandbox.execute(bytes: [0x73, 0x65, 0x6E, 0x64, 0x20, 0xC3, 0x28])
    #expect(report.lines == ["error: the line is not valid UTF-8 (bad byte at offset 5)"])
    #expect(await driver.text("send incrementButtonTapped").contains("+   count: 1,"))
  }

  @Test func blankLinesAndCommentsPrintNothing() async {
    let driver = Driver()
    for line in ["", "   ", "# prose", "\t"] {
      #expect(await driver.run(line) == CommandReport())
    }
    #expect(driver.sandbox.exitStatus == 0)
  }

  @Test func exitStatusPrefersRejectionOverFailure() async {
    let driver = await Driver.counter("expect count == 1")
    #expect(driver.sandbox.exitStatus == 1)
    await driver.run("send nope")
    #expect(driver.sandbox.exitStatus == 2)
  }

  /// A module whose author has still to write a value (a sandbox module of a type whose init
  /// needs one Stunt could not make up) compiles, and `load` refuses it, saying what and where;
  /// its `toBeWritten` is never reached.
  @Test func aModuleWithAValueLeftToWriteIsRefusedAtLoad() async {
    let driver = Driver(modules: [.counter, UnfinishedModule.entry])
    let report = await driver.run("load unfinished")
    #expect(report.status == .rejected)
    #expect(report.lines == [
      "error: unfinished cannot be loaded yet: write the config: Configuration that Report's init takes, in madeConfig() "
        + "(Stunt could not make it up)"
    ])
    #expect(await driver.text("load counter") == "loaded counter (clock: real, numberFact: real)")
  }
}
