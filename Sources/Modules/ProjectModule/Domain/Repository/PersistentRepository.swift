import Foundation
import OpenCombine

/// The seed's repository over a persistent manager: keeps the relay and the store in step,
/// writing to the store first so that a failed write leaves the relay as the store is.
@MainActor
final class PersistentRepository: PersistentRepositoryProtocol {
  private let projectEntities: CurrentValueSubject<[ProjectEntity], Never>
  private let persistentManager: PersistentManagerProtocol

  init(projectEntities: CurrentValueSubject<[ProjectEntity], Never>, persistentManager: PersistentManagerProtocol) {
    self.projectEntities = projectEntities
    self.persistentManager = persistentManager
    if let stored = try? persistentManager.read(), !stored.isEmpty {
      projectEntities.send(stored)
    }
  }

  func create(projectEntity: ProjectEntity) throws {
    try persistentManager.create(projectEntity: projectEntity)
    projectEntities.send(projectEntities.value + [projectEntity])
  }

  func read() -> CurrentValueSubject<[ProjectEntity], Never> {
    projectEntities
  }

  func read(projectEntityID: UUID?) -> ProjectEntity? {
    projectEntities.value.first { $0.id == projectEntityID }
  }

  func update(projectEntity: ProjectEntity) throws {
    try persistentManager.update(projectEntity: projectEntity)
    projectEntities.send(projectEntities.value.map { $0.id == projectEntity.id ? projectEntity : $0 })
  }

  func delete(projectEntityID: UUID) throws {
    try persistentManager.delete(projectEntityID: projectEntityID)
    projectEntities.send(projectEntities.value.filter { $0.id != projectEntityID })
  }

  func replace(with projectEntities: [ProjectEntity]) throws {
    for old in self.projectEntities.value { try persistentManager.delete(projectEntityID: old.id) }
    for new in projectEntities { try persistentManager.create(projectEntity: new) }
    self.projectEntities.send(projectEntities)
  }
}
