import Foundation
import OpenCombine
import StuntKit

/// Spy (Meszaros: records how it was called) around a real `PersistentRepository`: the board
/// behaves as the real one, and `calls projectRepository` shows what the use case asked.
///
/// ```swift
/// let spy = PersistentRepositorySpy(recorder: recorder, wrapping: PersistentRepository(...))
/// DefaultProjectUseCase(projectRepository: spy, ...).create(projectEntity: project)
/// // calls projectRepository -> 1. create(projectEntity: {...})
/// ```
@MainActor
struct PersistentRepositorySpy: PersistentRepositoryProtocol {
  let recorder: CallRecorder
  let wrapped: any PersistentRepositoryProtocol

  init(recorder: CallRecorder, wrapping wrapped: any PersistentRepositoryProtocol) {
    self.recorder = recorder
    self.wrapped = wrapped
  }

  func create(projectEntity: ProjectEntity) throws {
    recorder.record(ProjectRepositorySlot.create.name, [ProjectMethods.argument(projectEntity)])
    try wrapped.create(projectEntity: projectEntity)
  }

  func read() -> CurrentValueSubject<[ProjectEntity], Never> {
    recorder.record(ProjectRepositorySlot.read.name)
    return wrapped.read()
  }

  func read(projectEntityID: UUID?) -> ProjectEntity? {
    recorder.record(ProjectMethods.readProjectEntityID, [ProjectMethods.argument(projectEntityID)])
    return wrapped.read(projectEntityID: projectEntityID)
  }

  func update(projectEntity: ProjectEntity) throws {
    recorder.record(ProjectRepositorySlot.update.name, [ProjectMethods.argument(projectEntity)])
    try wrapped.update(projectEntity: projectEntity)
  }

  func delete(projectEntityID: UUID) throws {
    recorder.record(ProjectRepositorySlot.delete.name, [ProjectMethods.argument(projectEntityID)])
    try wrapped.delete(projectEntityID: projectEntityID)
  }

  func replace(with projectEntities: [ProjectEntity]) throws {
    recorder.record(ProjectRepositorySlot.replace.name, [ProjectMethods.argument(projectEntities)])
    try wrapped.replace(with: projectEntities)
  }
}
