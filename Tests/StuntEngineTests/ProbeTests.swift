import ConcurrencyExtras
import Foundation
import StuntTestSupport
import Testing

@testable import StuntEngine
import StuntTesting

/// Engine behaviours the counter cannot show: alerts, failures while an input runs, refusals,
/// results that arrive between commands, and `run`.
@MainActor
@Suite("Engine with a probe module", .mainSerialExecutor)
struct ProbeTests {
  func probe() async -> Driver {
    let driver = Driver(modules: [ProbeModule.entry])
    await driver.run("load probe")
    return driver
  }

  @Test func anInstanceIsTornDownOnceWhenItGoesAndItsFolderWithIt() async throws {
    let driver = await probe()
    let before = ProbeModule.tornDown
    let first = try #require(ProbeModule.lastFolder)
    #expect(FileManager.default.fileExists(atPath: first.path))
    await driver.run("reset")
    #expect(ProbeModule.tornDown == before + 1)
    #expect(!FileManager.default.fileExists(atPath: first.path))
    let second = try #require(ProbeModule.lastFolder)
    #expect(second != first && FileManager.default.fileExists(atPath: second.path))
    await driver.run("load probe")
    #expect(ProbeModule.tornDown == before + 2)
    await driver.run("unload")
    #expect(ProbeModule.tornDown == before + 3)
    await driver.run("unload")
    #expect(ProbeModule.tornDown == before + 3)
    #expect(!FileManager.default.fileExists(atPath: second.path))
  }

  @Test func anAlertPrintsWhenItAppears() async {
    let driver = await probe()
    let lines = await driver.lines("send alertNow")
    #expect(lines.last == #"alert: now "제목" "지금""#)
    #expect(await driver.text("alert") == #"alert: now "제목" "지금""#)
    #expect(await driver.text("expect alert == now") == "ok: alert == now")
    #expect(await driver.text("expect alert == .now") == "ok: alert == .now")
    #expect(await driver.lines("send alertNow") == ["(no state change)"])
  }

  @Test func anAlertThatArrivesLaterPrintsBeforeTheNextCommand() async throws {
    let driver = await probe()
    #expect(await driver.lines("send alertLater") == ["(no state change)"])
    let probe = try #require(ProbeModule.lastMade)
    probe.gate.continuation.yield()
    await Task.megaYield()
    let lines = await driver.lines("set note x")
    #expect(lines.first == #"alert: later "t" "m""#)
    #expect(lines.contains(#"+   note: "x","#))
    #expect(await driver.lines("set note y").allSatisfy { !$0.hasPrefix("alert:") })
  }

  @Test func aFailureWhileRunningShowsTheStateAndFails() async {
    let driver = await probe()
    let report = await driver.run("send breakHalfway")
    #expect(report.status == .failed)
    #expect(report.lines.last == "FAIL: the probe broke after one step")
    #expect(report.lines.contains { $0.contains("steps: 1") && $0.hasPrefix("+") })
    #expect(driver.sandbox.exitStatus == 1)
  }

  @Test func aRefusalIsAnError() async {
    let driver = await probe()
    #expect(await driver.error("send refuse") == "error: the probe refuses 'refuse'")
    #expect(driver.sandbox.exitStatus == 2)
  }

  @Test func runReadsAScriptWithFileLines() async throws {
    let folder = try TemporaryFolder()
    let script = folder.appendingPathComponent("script.txt")
    try "load counter\n\n# comment\nuse clock test\nsend toggleTimerButtonTapped\nquit\nsend nope\n"
      .write(to: script, atomically: true, encoding: .utf8)
    let driver = Driver()
    let report = await driver.run("run \(script.path)")
    #expect(report.lines.filter { $0.hasPrefix(">> ") } == [
      ">> load counter", ">> use clock test", ">> send toggleTimerButtonTapped", ">> quit",
    ])
    #expect(await driver.lines("effects").last?.hasSuffix("started by `send toggleTimerButtonTapped` (\(script.path):5)") == true)
    #expect(await driver.lines("history") == ["1  run \(script.path)", "2  effects"])
    #expect(driver.sandbox.prompt == "counter> ")
    await driver.run("send toggleTimerButtonTapped")
  }

  @Test func runRefusesWhatItCannotRead() async throws {
    let folder = try TemporaryFolder()
    let binary = folder.appendingPathComponent("binary")
    try Data([0xFF, 0xFE]).write(to: binary)
    let itself = folder.appendingPathComponent("itself.txt")
    try "run \(itself.path)\n".write(to: itself, atomically: true, encoding: .utf8)
    let driver = Driver()
    #expect(await driver.error("run /no/such/file") == "error: cannot run '/no/such/file': no such file")
    #expect(await driver.error("run \(folder.path)") == "error: cannot run '\(folder.path)': it is a folder, not a regular file")
    #expect(await driver.error("run \(binary.path)") == "error: cannot run '\(binary.path)': the file is not UTF-8 text")
    let nested = await driver.run("run \(itself.path)")
    #expect(nested.lines.last == "error: run is nested 8 deep; does '\(itself.path)' run itself?")
    #expect(nested.status == .failed)
  }
}
