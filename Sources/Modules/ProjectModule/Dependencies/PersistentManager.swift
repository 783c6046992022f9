import Foundation

/// The real persistent manager (the seed's CoreData stack): rows in an SQLite file, through GRDB.
///
/// ```swift
/// // live: the seed's app keeps its board on the device
/// PersistentRepository(projectEntities: .init([]), persistentManager: PersistentManager { try store.database(file: nil) })
/// // test (seed 004's state verification): a stub below the real repository
/// PersistentRepository(projectEntities: .init([]), persistentManager: StubPersistentManager())
/// ```
@MainActor
final class PersistentManager: PersistentManagerProtocol {
  private let database: @MainActor () throws(StoreError) -> ProjectDatabase

  init(database: @escaping @MainActor () throws(StoreError) -> ProjectDatabase) {
    self.database = database
  }

  func create(projectEntity: ProjectEntity) throws {
    try database().insert(projectEntity)
  }

  func read() throws -> [ProjectEntity] {
    try database().projects()
  }

  func update(projectEntity: ProjectEntity) throws {
    guard try database().update(projectEntity) else {
      throw StoreError("no project \(projectEntity.id.uuidString) is stored to update")
    }
  }

  func delete(projectEntityID: UUID) throws {
    try database().delete(projectEntityID)
  }
}
