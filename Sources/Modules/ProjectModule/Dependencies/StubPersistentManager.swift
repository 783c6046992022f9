import Foundation

/// Stub (Meszaros: canned answers), as the seed writes it for state verification: `read()`
/// answers what the test put in `projectEntities`; writes are accepted and dropped. The state
/// the test then checks is the real `PersistentRepository`'s relay above it.
@MainActor
final class StubPersistentManager: PersistentManagerProtocol {
  var projectEntities: [ProjectEntity] = []

  func create(projectEntity: ProjectEntity) {}
  func read() -> [ProjectEntity] { projectEntities }
  func update(projectEntity: ProjectEntity) {}
  func delete(projectEntityID: UUID) {}
}
