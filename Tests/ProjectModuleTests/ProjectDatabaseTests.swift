import Foundation
import StuntTestSupport
import Testing

@testable import ProjectModule

/// The real store: GRDB migrations on a real file in a temporary folder.
@MainActor
@Suite("SQLite store")
struct ProjectDatabaseTests {
  @Test func rowsKeepTheirOrderAndSurviveReopening() throws {
    let folder = try TemporaryFolder()
    let path = folder.appendingPathComponent("project.sqlite")
    let database = try ProjectDatabase(path: path)
    try database.insert(Fixtures.project(1, "기획"))
    try database.insert(Fixtures.project(2, "설계"))
    var moved = Fixtures.project(1, "기획")
    moved.status = .doing
    #expect(try database.update(moved))
    #expect(try !database.update(Fixtures.project(9, "없음")))
    try database.insert(HistoryEntity(editedType: .move, title: "기획", date: 1_656_892_800))

    let reopened = try ProjectDatabase(path: path)
    #expect(try reopened.projects().map(\.title) == ["기획", "설계"])
    #expect(try reopened.projects().first?.status == .doing)
    #expect(try reopened.history() == [HistoryEntity(editedType: .move, title: "기획", date: 1_656_892_800)])
    try reopened.delete(Fixtures.uuid(1))
    #expect(try reopened.projects().map(\.title) == ["설계"])
  }

  @Test func aFileThatIsNotADatabaseOrCannotBeMadeIsOneClearError() throws {
    let folder = try TemporaryFolder()
    let corrupt = folder.appendingPathComponent("corrupt.sqlite")
    try Data(repeating: 0x41, count: 200).write(to: corrupt)
    #expect(throws: StoreError("the SQLite file corrupt.sqlite cannot be used: file is not a database")) {
      try ProjectDatabase(path: corrupt)
    }
    let nowhere = folder.appendingPathComponent("missing/folder/project.sqlite")
    #expect(throws: StoreError("the SQLite file project.sqlite cannot be used: unable to open database file")) {
      try ProjectDatabase(path: nowhere)
    }
  }

  @Test func aDeviceAFolderOrALinkToADeviceIsRefusedAndNotWrittenBeside() throws {
    let folder = try TemporaryFolder()
    let link = folder.appendingPathComponent("link.sqlite")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/null")
    for path in [URL(fileURLWithPath: "/dev/null"), folder.url, link] {
      #expect(throws: StoreError("the SQLite file \(path.lastPathComponent) cannot be used: it is not a regular file (a folder, a device or a FIFO)")) {
        try ProjectDatabase(path: path)
      }
    }
    #expect(!FileManager.default.fileExists(atPath: "/dev/null-journal"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["link.sqlite"])
  }

  @Test func theFakeIsAsStrictAsTheFile() throws {
    let fake = InMemoryPersistentManager()
    try fake.create(projectEntity: Fixtures.project(1, "기획"))
    #expect(throws: StoreError.self) { try fake.create(projectEntity: Fixtures.project(1, "기획")) }
    #expect(throws: StoreError.self) { try fake.update(projectEntity: Fixtures.project(2, "설계")) }
  }
}
