import Foundation
import OpenCombine

/// Mock (behaviour verification), in the seed's style: counts each call and keeps its
/// argument, so a test checks what the use case asked of the repository, not what came of it.
/// It keeps nothing: `read()` answers the relay the test gave it.
@MainActor
final class MockPersistentRepository: PersistentRepositoryProtocol {
  var projectEntities = CurrentValueSubject<[ProjectEntity], Never>([])

  var createCallCount = 0
  var createdProjectEntity: ProjectEntity?
  var readCallCount = 0
  var readProjectEntityIDCallCount = 0
  var updateCallCount = 0
  var updatedProjectEntity: ProjectEntity?
  var deleteCallCount = 0
  var deletedProjectEntityID: UUID?
  var replaceCallCount = 0

  func create(projectEntity: ProjectEntity) {
    createCallCount += 1
    createdProjectEntity = projectEntity
  }

  func read() -> CurrentValueSubject<[ProjectEntity], Never> {
    readCallCount += 1
    return projectEntities
  }

  func read(projectEntityID: UUID?) -> ProjectEntity? {
    readProjectEntityIDCallCount += 1
    return projectEntities.value.first { $0.id == projectEntityID }
  }

  func update(projectEntity: ProjectEntity) {
    updateCallCount += 1
    updatedProjectEntity = projectEntity
  }

  func delete(projectEntityID: UUID) {
    deleteCallCount += 1
    deletedProjectEntityID = projectEntityID
  }

  func replace(with projectEntities: [ProjectEntity]) {
    replaceCallCount += 1
  }
}
