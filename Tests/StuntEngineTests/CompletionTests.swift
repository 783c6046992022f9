import Foundation
import Testing

@testable import StuntEngine

@MainActor
@Suite("Tab completion")
struct CompletionTests {
  func complete(_ driver: Driver, _ line: String) -> Completion {
    driver.sandbox.complete(line, cursor: line.count)
  }

  @Test func commandNames() {
    let driver = Driver()
    #expect(complete(driver, "lo").insertion == "ad ")
    #expect(complete(driver, "").candidates.contains("advance"))
    #expect(complete(driver, "e").candidates == ["effects", "exhaustivity", "exit", "expect", "explain"])
    #expect(complete(driver, "e").insertion == "")
    #expect(complete(driver, "ex").insertion == "")
    #expect(complete(driver, "exp").insertion == "")
    #expect(complete(driver, "expe").insertion == "ct ")
  }

  @Test func modulesAndHelpTopics() {
    let driver = Driver()
    #expect(complete(driver, "load c").insertion == "ounter ")
    #expect(complete(driver, "help se").candidates == ["send", "set"])
    #expect(complete(driver, "explain sp").insertion == "y ")
  }

  @Test func inputsSlotsVariantsAndOptions() async {
    let driver = await Driver.counter()
    #expect(complete(driver, "send inc").insertion == "rementButtonTapped ")
    #expect(complete(driver, "send ").candidates.count == 6)
    #expect(complete(driver, "use ").candidates == ["clock", "numberFact"])
    #expect(complete(driver, "use clock ").candidates == ["immediate", "real", "test", "unimplemented"])
    #expect(complete(driver, "use numberFact s").candidates == ["spy", "stub"])
    #expect(complete(driver, "use numberFact real ").candidates == ["url="])
    #expect(complete(driver, "use numberFact real u").insertion == "rl=")
    #expect(complete(driver, "use nope ").candidates == [])
  }

  @Test func stubMethodsAndVerbs() async {
    let driver = await Driver.counter()
    #expect(complete(driver, "stub num").insertion == "berFact.fetch ")
    // The arguments an answer may be for, then the verbs.
    #expect(complete(driver, "stub numberFact.fetch ").candidates == ["clear", "number=", "returns", "throws"])
    #expect(complete(driver, "stub numberFact.fetch number=0 ").candidates == ["clear", "number=", "returns", "throws"])
    #expect(complete(driver, "calls ").candidates == ["--mermaid", "clear", "clock", "numberFact", "numberFact.fetch"])
  }

  @Test func fieldsStatePathsAndExpectSubjects() async {
    let driver = await Driver.counter()
    #expect(complete(driver, "set c").insertion == "ount ")
    #expect(complete(driver, "state is").candidates == ["isLoading", "isTimerRunning"])
    #expect(complete(driver, "expect ").candidates.contains("calls.numberFact.fetch"))
    #expect(complete(driver, "expect al").insertion == "ert ")
    #expect(complete(driver, "expect count ").candidates.contains("=="))
  }

  @Test func cursorInTheMiddleCompletesTheWordBeforeIt() async {
    let driver = await Driver.counter()
    #expect(driver.sandbox.complete("send inc # note", cursor: 8).insertion == "rementButtonTapped ")
  }

  @Test func unknownCommandsCompleteNothing() {
    #expect(complete(Driver(), "frobnicate x").candidates.isEmpty)
  }

  @Test func filePaths() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stunt-completion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("Samples"), withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("script.txt").path, contents: Data())
    _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(".hidden").path, contents: Data())
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = folder.path + "/"
    #expect(PathCompleter.candidates(for: base) == [base + "Samples/", base + "script.txt"])
    #expect(PathCompleter.candidates(for: base + "Sa") == [base + "Samples/"])
    #expect(PathCompleter.candidates(for: base + ".h") == [base + ".hidden"])
    #expect(Completion(prefix: base + "Sa", candidates: [base + "Samples/"]).insertion == "mples/")
    #expect(PathCompleter.candidates(for: base + "nothing/x").isEmpty)
  }
}
