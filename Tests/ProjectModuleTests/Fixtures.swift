import Foundation

@testable import ProjectModule

/// Projects the seed's tests would make: fixed ids and a fixed deadline, so that equality is exact.
enum Fixtures {
  static let deadline = Date(timeIntervalSince1970: 1_660_000_000)

  static func project(_ number: Int, _ title: String, status: ProjectStatus = .todo) -> ProjectEntity {
    ProjectEntity(id: uuid(number), status: status, title: title, body: "\(title) body", deadline: deadline)
  }

  static func uuid(_ number: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number)) ?? UUID()
  }
}

/// A store whose every write fails, as a full disk would.
@MainActor
final class BrokenPersistentManager: PersistentManagerProtocol {
  struct DiskFull: LocalizedError {
    var errorDescription: String? { "the disk is full" }
  }

  func create(projectEntity: ProjectEntity) throws { throw DiskFull() }
  func read() throws -> [ProjectEntity] { [] }
  func update(projectEntity: ProjectEntity) throws { throw DiskFull() }
  func delete(projectEntityID: UUID) throws { throw DiskFull() }
}
