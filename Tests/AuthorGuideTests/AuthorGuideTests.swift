import Foundation
import StuntEngine
import StuntKit
import StuntSession
import Testing

/// The README's "Writing a module" guide shows the whole of a module an author writes. Its code
/// is this folder's, compiled and run here: the README must show each file as it is, and the
/// session in the guide must replay green against the module.
@MainActor
@Suite("The author's guide builds and runs")
struct AuthorGuideTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Thermostat")
  static let readme = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("README.md")

  @Test(arguments: ["TemperatureSensor.swift", "Thermostat.swift", "ThermostatModule.swift", "thermostat.session"])
  func theReadmeShowsTheFileAsItIs(_ file: String) throws {
    let code = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
    let readme = try String(contentsOf: Self.readme, encoding: .utf8)
    #expect(readme.contains(code), "README.md does not show \(file) as it is; copy it into the guide again")
  }

  @Test func theGuidesSessionReplaysGreen() async throws {
    let text = try String(contentsOf: Self.folder.appendingPathComponent("thermostat.session"), encoding: .utf8)
    let runner = InProcessScriptRunner { Sandbox(modules: [ThermostatModule.entry]) }
    let verdict = await runner.judge(ReplayJob(path: "thermostat.session", text: text, update: .never)) { _ in }
    #expect(verdict.failures.isEmpty, "\(verdict.failures)")
  }

  /// A property's reads are not recorded, so counting them is refused, pointing at the setter.
  @Test func countingAPropertysReadsIsRefused() async throws {
    let text = """
        > load thermostat
        loaded thermostat (sensor: real)
        > use sensor mock
        sensor: real -> mock
        > mock sensor.isCelsius 1
        error: sensor.isCelsius reads a property, and reads are not recorded (mockolo counts none) — count its setter: sensor.isCelsius.set
        [failed]
        > expect calls.sensor.isCelsius == 0
        error: sensor.isCelsius reads a property, and reads are not recorded (mockolo counts none) — count its setter: sensor.isCelsius.set
        [failed]
        > stub sensor.isCelsius returns true
        sensor.isCelsius returns true
        > stub sensor.read returns 21
        sensor.read returns 21
        > send check
        (no state change)
        > calls sensor
        sensor.isCelsius.set: 0 calls
        sensor.read: 1 call
          1. read()

      """
    let runner = InProcessScriptRunner { Sandbox(modules: [ThermostatModule.entry]) }
    let verdict = await runner.judge(ReplayJob(path: "refusal.session", text: text, update: .never)) { _ in }
    #expect(verdict.failures.isEmpty, "\(verdict.failures)")
  }
}
