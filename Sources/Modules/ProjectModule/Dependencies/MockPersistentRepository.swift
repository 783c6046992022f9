import Foundation
import OpenCombine
import StuntKit

/// Mock (Meszaros: behaviour verification), in the seed's style: counts each call and keeps its
/// argument, so a test checks what the use case asked of the repository, not what came of it.
/// It keeps nothing: `read()` answers the relay the test gave it. In the sandbox it also writes
/// each call to the call log (`calls`, `mock`, `verify`) and answers what `stub` programmed.
///
/// ```swift
/// // test (seed 004's ProjectUsecaseTestsWithMock)
/// let mockPersistentRepository = MockPersistentRepository()
/// let sut = DefaultProjectUseCase(projectRepository: mockPersistentRepository, ...)
/// sut.create(projectEntity: project)
/// XCTAssertEqual(mockPersistentRepository.createCallCount, 1)
/// ```
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

  private let recorder: CallRecorder?
  private let answers: StubAnswers?

  init(recorder: CallRecorder? = nil, answers: StubAnswers? = nil) {
    self.recorder = recorder
    self.answers = answers
  }

  func create(projectEntity: ProjectEntity) throws {
    createCallCount += 1
    createdProjectEntity = projectEntity
    try answer(PersistentRepositoryProtocolMethod.create, [ProjectMethods.argument(projectEntity)])
  }

  func read() -> CurrentValueSubject<[ProjectEntity], Never> {
    readCallCount += 1
    recorder?.record(PersistentRepositoryProtocolMethod.read)
    return ProjectMethods.relay(projectEntities, carrying: answers, for: PersistentRepositoryProtocolMethod.read)
  }

  func read(projectEntityID: UUID?) -> ProjectEntity? {
    readProjectEntityIDCallCount += 1
    recorder?.record(PersistentRepositoryProtocolMethod.readProjectEntityID, [ProjectMethods.argument(projectEntityID)])
    return ProjectMethods.relay(projectEntities, carrying: answers, for: PersistentRepositoryProtocolMethod.read).value.first { $0.id == projectEntityID }
  }

  func update(projectEntity: ProjectEntity) throws {
    updateCallCount += 1
    updatedProjectEntity = projectEntity
    try answer(PersistentRepositoryProtocolMethod.update, [ProjectMethods.argument(projectEntity)])
  }

  func delete(projectEntityID: UUID) throws {
    deleteCallCount += 1
    deletedProjectEntityID = projectEntityID
    try answer(PersistentRepositoryProtocolMethod.delete, [ProjectMethods.argument(projectEntityID)])
  }

  func replace(with projectEntities: [ProjectEntity]) throws {
    replaceCallCount += 1
    try answer(PersistentRepositoryProtocolMethod.replace, [ProjectMethods.argument(projectEntities)])
  }

  /// Records the call, then throws what `stub ... throws` programmed, if anything.
  private func answer(_ method: PersistentRepositoryProtocolMethod, _ arguments: [CallLog.Argument]) throws {
    recorder?.record(method, arguments)
    if let answers { try GeneratedDouble.answer(answers, method.rawValue, arguments: arguments) }
  }
}
