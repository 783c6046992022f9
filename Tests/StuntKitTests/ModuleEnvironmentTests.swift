import Foundation
import Testing

@testable import StuntKit

@MainActor
@Suite("Module environment")
struct ModuleEnvironmentTests {
  @Test func teardownsRunLastFirstAndOnlyOnce() {
    let environment = ModuleEnvironment(slots: DependencySlots([]))
    var ran: [String] = []
    environment.onTearDown { ran.append("database") }
    environment.onTearDown { ran.append("cycle") }
    environment.tearDown()
    environment.tearDown()
    #expect(ran == ["cycle", "database"])
  }

  @Test func theTemporaryFolderIsTheInstancesOwnAndGoesWithIt() throws {
    let first = ModuleEnvironment(slots: DependencySlots([]))
    let second = ModuleEnvironment(slots: DependencySlots([]))
    let folder = try first.temporaryFolder()
    #expect(try first.temporaryFolder() == folder)
    #expect(try second.temporaryFolder() != folder)
    try Data("x".utf8).write(to: folder.appendingPathComponent("project.sqlite"))
    first.tearDown()
    second.tearDown()
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }
}
