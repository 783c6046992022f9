import Foundation
import Testing

@testable import StuntEngine
import StuntTesting

@MainActor
@Suite("Tab completion", .mainSerialExecutor)
struct CompletionTests {
  func complete(_ driver: Driver, _ line: String) async -> Completion {
    await driver.sandbox.complete(line, cursor: line.count)
  }

  @Test func commandNames() async {
    let driver = Driver()
    #expect(await complete(driver, "lo").insertion == "ad ")
    #expect(await complete(driver, "").candidates.contains("advance"))
    #expect(await complete(driver, "e").candidates == ["effects", "exhaustivity", "exit", "expect", "explain"])
    #expect(await complete(driver, "e").insertion == "")
    #expect(await complete(driver, "ex").insertion == "")
    #expect(await complete(driver, "exp").insertion == "")
    #expect(await complete(driver, "expe").insertion == "ct ")
  }

  @Test func modulesAndHelpTopics() async {
    let driver = Driver()
    #expect(await complete(driver, "load c").insertion == "ounter ")
    #expect(await complete(driver, "help se").candidates == ["send", "set"])
    #expect(await complete(driver, "explain sp").insertion == "y ")
  }

  @Test func inputsSlotsVariantsAndOptions() async {
    let driver = await Driver.counter()
    #expect(await complete(driver, "send inc").insertion == "rementButtonTapped ")
    #expect(await complete(driver, "send ").candidates.count == 6)
    #expect(await complete(driver, "use ").candidates == ["clock", "numberFact"])
    #expect(await complete(driver, "use clock ").candidates == ["immediate", "real", "test", "unimplemented"])
    #expect(await complete(driver, "use numberFact s").candidates == ["spy", "stub"])
    #expect(await complete(driver, "use numberFact real ").candidates == ["url="])
    #expect(await complete(driver, "use numberFact real u").insertion == "rl=")
    #expect(await complete(driver, "use nope ").candidates == [])
  }

  @Test func stubMethodsAndVerbs() async {
    let driver = await Driver.counter()
    #expect(await complete(driver, "stub num").insertion == "berFact.fetch ")
    // The arguments an answer may be for, then the verbs.
    #expect(await complete(driver, "stub numberFact.fetch ").candidates == ["clear", "number=", "returns", "throws"])
    #expect(await complete(driver, "stub numberFact.fetch number=0 ").candidates == ["clear", "number=", "returns", "throws"])
    #expect(await complete(driver, "calls ").candidates == ["--mermaid", "clear", "clock", "numberFact", "numberFact.fetch"])
  }

  @Test func fieldsStatePathsAndExpectSubjects() async {
    let driver = await Driver.counter()
    #expect(await complete(driver, "set c").insertion == "ount ")
    #expect(await complete(driver, "state is").candidates == ["isLoading", "isTimerRunning"])
    #expect(await complete(driver, "expect ").candidates.contains("calls.numberFact.fetch"))
    #expect(await complete(driver, "expect al").insertion == "ert ")
    #expect(await complete(driver, "expect count ").candidates.contains("=="))
  }

  @Test func cursorInTheMiddleCompletesTheWordBeforeIt() async {
    let driver = await Driver.counter()
    #expect(await driver.sandbox.complete("send inc # note", cursor: 8).insertion == "rementButtonTapped ")
  }

  @Test func unknownCommandsCompleteNothing() async {
    #expect(await complete(Driver(), "frobnicate x").candidates.isEmpty)
  }

  @Test func filePaths() async throws {
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
