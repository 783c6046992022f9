import Foundation

/// Fake (Meszaros: a working implementation with a shortcut): keeps projects in an array, as
/// the SQLite file would, without a file. Faster than the real store and as strict: updating
/// a project that was never kept fails the same way.
///
/// ```swift
/// // live: PersistentManager, rows in SQLite
/// // test: the same behaviour, in memory
/// PersistentRepository(projectEntities: .init([]), persistentManager: InMemoryPersistentManager())
/// ```
@MainActor
final class InMemoryPersistentManager: PersistentManagerProtocol {
  private(set) var projectEntities: [ProjectEntity] = []

  func create(projectEntity: ProjectEntity) throws {
    guard !projectEntities.contains(where: { $0.id == projectEntity.id }) else {
      throw StoreError("a project \(projectEntity.id.uuidString) is already stored")
    }
    projectEntities.append(projectEntity)
  }

  func read() throws -> [ProjectEntity] { projectEntities }

  func update(projectEntity: ProjectEntity) throws {
    guard let index = projectEntities.firstIndex(where: { $0.id == projectEntity.id }) else {
      throw StoreError("no project \(projectEntity.id.uuidString) is stored to update")
    }
    projectEntities[index] = projectEntity
  }

  func delete(projectEntityID: UUID) throws {
    projectEntities.removeAll { $0.id == projectEntityID }
  }
}
