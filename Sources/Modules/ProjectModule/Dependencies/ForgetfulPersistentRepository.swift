import Foundation
import OpenCombine

/// The lesson's planted bug (`use projectRepository forgetful`): a `PersistentRepository` whose
/// `update` writes the store but never sends the relay the change, so the board keeps showing
/// the old project. A stub-based test of the use case runs this code and sees the stale board;
/// a mock-based one replaces the repository and cannot (Fowler, "Mocks Aren't Stubs").
@MainActor
struct ForgetfulPersistentRepository: PersistentRepositoryProtocol {
  let repository: PersistentRepository
  let persistentManager: any PersistentManagerProtocol

  func create(projectEntity: ProjectEntity) throws { try repository.create(projectEntity: projectEntity) }
  func read() -> CurrentValueSubject<[ProjectEntity], Never> { repository.read() }
  func read(projectEntityID: UUID?) -> ProjectEntity? { repository.read(projectEntityID: projectEntityID) }
  func delete(projectEntityID: UUID) throws { try repository.delete(projectEntityID: projectEntityID) }
  func replace(with projectEntities: [ProjectEntity]) throws { try repository.replace(with: projectEntities) }

  func update(projectEntity: ProjectEntity) throws {
    try persistentManager.update(projectEntity: projectEntity)
    // The bug: `projectEntities.send(...)` is missing.
  }
}
