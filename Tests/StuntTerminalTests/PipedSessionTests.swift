import Foundation
import StuntTestSupport
import Testing

/// `stunt` reading a pipe: no prompt, no libedit, no history; exit status 0/1/2.
@Suite("Piped input")
struct PipedSessionTests {
  @Test func theIssuesDoneWhenScript() async throws {
    let home = try TemporaryFolder()
    let (status, output) = try await StuntBinary.run(
      input: "load counter\nuse clock test\nsend toggleTimerButtonTapped\nadvance 3s\nstate\nsend toggleTimerButtonTapped\neffects\n",
      environment: ["HOME": home.path])
    #expect(status == 0)
    #expect(output.contains("<- timerTick x3\n"))
    #expect(output.components(separatedBy: "<- timerTick").count == 2)
    #expect(output.contains("\n  count: 3,\n"))
    #expect(output.hasSuffix("no effects running\n"))
    #expect(!output.contains("stunt> ") && !output.contains("counter> "))
    #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".local").path))
  }

  @Test func exitStatusZeroOneTwo() async throws {
    #expect(try await StuntBinary.run(input: "load counter\nexpect count == 0\n").status == 0)
    #expect(try await StuntBinary.run(input: "load counter\nexpect count == 1\n").status == 1)
    let rejected = try await StuntBinary.run(input: "load counter\nsend nope\nsend incrementButtonTapped\n")
    #expect(rejected.status == 2)
    #expect(rejected.output.contains("error: unknown input 'nope' — expected one of: "))
    #expect(rejected.output.contains("+   count: 1,"))
  }

  @Test func aTimerLeftRunningAtTheEndFailsTheScript() async throws {
    let (status, output) = try await StuntBinary.run(input: "load counter\nuse clock test\nsend toggleTimerButtonTapped\n")
    #expect(status == 1)
    #expect(output.hasSuffix(
      "FAIL: an effect returned for toggleTimerButtonTapped is still running (started by `send toggleTimerButtonTapped`, command 3)\n"))
  }

  @Test func echoPrintsATranscript() async throws {
    let (status, output) = try await StuntBinary.run(
      ["--echo"], input: "# The counter, by hand.\nload counter\n\nsend incrementButtonTapped\n")
    #expect(status == 0)
    #expect(output == """
      # The counter, by hand.
        > load counter
        loaded counter (clock: real, numberFact: real)

        > send incrementButtonTapped
          CounterFeature.State(
        -   count: 0,
        +   count: 1,
            fact: nil,
            isLoading: false,
            isTimerRunning: false
          )

      """)
  }

  @Test func badBytesGetOneErrorLineEach() async throws {
    var input = Data("load counter\n".utf8)
    input.append(contentsOf: [0x73, 0x65, 0x6E, 0x64, 0x20, 0xFF, 0xFE, 0x0A])
    input.append(Data(String(repeating: "x", count: 1 << 20).utf8))
    input.append(Data("\nsend\u{7}\nsend incrementButtonTapped\n".utf8))
    let (status, output) = try await StuntBinary.run(bytes: input)
    #expect(status == 2)
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.hasPrefix("error: ") } == [
      "error: the line is not valid UTF-8 (bad byte at offset 5)",
      "error: the line is 1048576 bytes long; lines are limited to 65536 bytes",
      "error: the line contains a control character (U+0007 at column 5); type printable text only",
    ])
    #expect(output.contains("+   count: 1,"))
  }

  @Test func noColourWhenPiped() async throws {
    let (_, output) = try await StuntBinary.run(input: "nope\n", environment: ["TERM": "xterm"])
    #expect(!output.contains("\u{1B}["))
  }

  @Test func settleOptionIsChecked() async throws {
    let (status, output) = try await StuntBinary.run(["--settle", "soon"], input: "")
    #expect(status == 2)
    #expect(output == "error: --settle takes a duration such as 2s or 500ms\n")
  }
}
