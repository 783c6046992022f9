import Testing

@testable import StuntEngine

@Suite("Raw input checks")
struct InputLineTests {
  @Test func acceptsKoreanAndTabs() throws {
    #expect(try InputLine.decode(Array("set introduction \"그룹 소개\"\t".utf8)).get() == "set introduction \"그룹 소개\"\t")
  }

  @Test func stripsTheLineEnding() throws {
    #expect(try InputLine.decode(Array("load counter\r\n".utf8)).get() == "load counter")
  }

  @Test func refusesInvalidUTF8() {
    let result = InputLine.decode([0x6C, 0x6F, 0x61, 0x64, 0x20, 0xFF, 0xFE])
    #expect(result.failureMessage == "the line is not valid UTF-8 (bad byte at offset 5)")
  }

  @Test(arguments: ["load\u{7}counter", "load\u{1B}[A", "x\u{0}y", "a\u{7F}", "a\u{85}b"])
  func refusesControlCharacters(line: String) {
    #expect(InputLine.validate(line).failureMessage?.hasPrefix("the line contains a control character") == true)
  }

  @Test func refusesAMegabyteLine() {
    let line = Array(repeating: UInt8(ascii: "a"), count: 1 << 20)
    #expect(InputLine.decode(line).failureMessage == "the line is 1048576 bytes long; lines are limited to 65536 bytes")
  }
}

extension Result where Failure == InputError {
  var failureMessage: String? {
    if case .failure(let failure) = self { failure.message } else { nil }
  }
}

@Suite("Ranges of commands")
struct CommandRangeTests {
  @Test func rangesReadAsHistoryNumbersThem() throws {
    #expect(try CommandRange("3-12", count: 12) == CommandRange(3, 12))
    #expect(try CommandRange("3-", count: 9) == CommandRange(3, 9))
    #expect(try CommandRange("7", count: 9) == CommandRange(7, 7))
    for bad in ["0-2", "5-3", "3-13", "x", "-3", "+3", "3--4", ""] {
      #expect(throws: CommandError.self, "\(bad)") { try CommandRange(bad, count: 12) }
    }
  }

  @Test func referencesInsideTheRangeAreRenumbered() {
    let range = CommandRange(4, 8)
    #expect(range.renumbered("started by `send x` (command 6)") == "started by `send x` (command 3)")
    #expect(range.renumbered("(command 2) and (command 4)") == "(command 2) and (command 1)", "before the range it cannot be named")
    #expect(range.renumbered("command 6, not in parentheses") == "command 6, not in parentheses")
    #expect(CommandRange(1, 8).renumbered("(command 6)") == "(command 6)")
  }
}
