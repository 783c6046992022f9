import StuntSession
import ConcurrencyExtras
import CounterModule
import StuntBackend
import StuntKit
import Testing

@testable import StuntEngine

/// Drives a sandbox the way a user types into it, on the main serial executor as `stunt` runs.
@MainActor
final class Driver {
  let sandbox: Sandbox

  init(
    modules: [ModuleEntry] = [.counter], settings: SandboxSettings = SandboxSettings(),
    backend: (any Backend)? = nil
  ) {
    // As `stunt` runs a sandbox; a suite without the trait would run its effects in another order.
    if !MainSerialExecutor.isInstalled { Issue.record("a suite that drives a sandbox takes the .mainSerialExecutor trait") }
    sandbox = Sandbox(modules: modules, settings: settings, backend: backend)
  }

  /// A driver with the counter loaded.
  static func counter(_ setup: String...) async -> Driver {
    await counter(backend: nil, setup)
  }

  /// A driver with the counter loaded and its own embedded backend.
  static func counterWithBackend(_ setup: String..., settings: SandboxSettings = SandboxSettings()) async -> Driver {
    await counter(backend: EmbeddedBackend(), setup, settings: settings)
  }

  static func counter(backend: (any Backend)?, _ setup: [String], settings: SandboxSettings = SandboxSettings()) async -> Driver {
    let driver = Driver(settings: settings, backend: backend)
    await driver.run("load counter")
    for line in setup { await driver.run(line) }
    return driver
  }

  @discardableResult
  func run(_ line: String) async -> CommandReport {
    await sandbox.execute(line)
  }

  func lines(_ line: String) async -> [String] {
    await run(line).lines
  }

  func text(_ line: String) async -> String {
    await run(line).text
  }

  /// The one error line a rejected command prints.
  func error(_ line: String) async -> String? {
    let report = await run(line)
    guard report.status == .rejected, report.lines.count == 1 else { return nil }
    return report.lines[0]
  }

  var count: String {
    get async { await text("state count") }
  }
}
