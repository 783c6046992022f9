import Foundation
import StuntEngine
import StuntKit
import StuntSession
import Testing
import StuntTesting

/// The module author's guide, `docs/writing-a-module.md`, shows the whole of a module an author
/// writes. Its code is compiled and run here: the module is a target of its own
/// (`Tests/ThermostatModule`), as a built-in module is, and this target registers it as the guide's
/// step 4 does
/// (`ModuleRegistry.swift`, through the entry the module makes public). The guide must show
/// each file as it is, and the session in the guide must replay green against the module.
@MainActor
@Suite("The author's guide builds and runs", .mainSerialExecutor)
struct AuthorGuideTests {
  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  static let root = tests.deletingLastPathComponent()
  static let guide = root.appendingPathComponent("docs/writing-a-module.md")

  /// Steps 1 to 3 (the module's files), step 4 (its public entry, and the registry's lines) and
  /// step 5 (its session), under `Tests/`.
  @Test(arguments: [
    "ThermostatModule/TemperatureSensor.swift", "ThermostatModule/Thermostat.swift", "ThermostatModule/ThermostatModule.swift",
    "ThermostatModule/ThermostatEntry.swift", "AuthorGuideTests/ModuleRegistry.swift", "AuthorGuideTests/thermostat.session",
  ])
  func theGuideShowsTheFileAsItIs(_ file: String) throws {
    let code = try String(contentsOf: Self.tests.appendingPathComponent(file), encoding: .utf8)
    let guide = try String(contentsOf: Self.guide, encoding: .utf8)
    #expect(guide.contains(code), "docs/writing-a-module.md does not show \(file) as it is; copy it into the guide again")
  }

  /// Step 4's target is one entry of `builtInModules`, written as `Package.swift` writes those
  /// of the built-in modules that, like the thermostat, use nothing but StuntKit.
  @Test func theGuidesPackageEntryIsWrittenAsPackageSwiftWritesOne() throws {
    let guide = try String(contentsOf: Self.guide, encoding: .utf8)
    let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(guide.contains(#"`module("ThermostatModule")`"#))
    #expect(manifest.contains(#"  module("UpDownModule"),"#), "Package.swift no longer lists a module as the guide says")
  }

  @Test func theGuidesSessionReplaysGreen() async throws {
    let text = try String(contentsOf: Self.tests.appendingPathComponent("AuthorGuideTests/thermostat.session"), encoding: .utf8)
    let runner = InProcessScriptRunner { Sandbox(modules: ModuleRegistry.all) }
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
    let runner = InProcessScriptRunner { Sandbox(modules: ModuleRegistry.all) }
    let verdict = await runner.judge(ReplayJob(path: "refusal.session", text: text, update: .never)) { _ in }
    #expect(verdict.failures.isEmpty, "\(verdict.failures)")
  }
}
