import Foundation
import StuntEngine
import StuntKit
import Testing

@testable import StuntPlugin

/// A plugin's module is told the backend's address as it loads: a backend that cannot start is
/// said then, in one `error:` line, instead of a module that believes it has no server.
@MainActor
@Suite("A plugin's module and the backend")
struct PluginBackendTests {
  struct PortTaken: LocalizedError {
    var errorDescription: String? { "127.0.0.1 has no port free" }
  }

  final class UnstartableBackend: Backend {
    func baseURL() async throws -> URL { throw PortTaken() }
    var status: BackendStatus { BackendStatus(isRunning: false, served: 0, latency: .zero, fault: nil) }
    func setLatency(_ latency: Duration) async {}
    func fail(_ fault: BackendFault) async {}
    func reset() async {}
    func requests() async -> [BackendRequest] { [] }
    func seedRandom(_ seed: UInt64) async {}
    func stop() async {}
  }

  @Test func aBackendThatCannotStartIsSaidAsTheModuleLoads() async throws {
    let catalog = PluginCatalog(settings: PluginSettings(requestTimeout: .seconds(30)))
    await catalog.start([PluginSource(path: PluginHostingTests.lamp)], taken: [])
    #expect(catalog.problems == [])
    let sandbox = Sandbox(modules: catalog.modules, backend: UnstartableBackend())
    let report = await sandbox.execute("load lamp")
    #expect(report.lines == ["error: lamp cannot be loaded: its backend did not start (127.0.0.1 has no port free)"])
    #expect(sandbox.loadedModuleName == nil)
    await catalog.stop()
  }
}
