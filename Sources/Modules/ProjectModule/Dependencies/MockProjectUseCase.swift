import Foundation
import OpenCombine
import StuntKit

/// Mock (behaviour verification) of the use case, for the seed's `MainVCViewModelTests`:
/// counts what the view model asks and keeps the arguments; in the sandbox it writes each call
/// to the call log and `read` answers the board `stub projectUseCase.read` programmed.
///
/// ```swift
/// let mockProjectUseCase = MockProjectUseCase()   // seed 004's MainVCViewModelTests
/// let sut = MainVCViewModel(projectUseCase: mockProjectUseCase)
/// sut.createProject(title: "기획", body: "", deadline: deadline)
/// XCTAssertEqual(mockProjectUseCase.createCallCount, 1)
/// ```
@MainActor
final class MockProjectUseCase: ProjectUseCaseProtocol {
  var projectEntities = CurrentValueSubject<[ProjectEntity], Never>([])
  let errorMessage = CurrentValueSubject<String?, Never>(nil)

  var createCallCount = 0
  var createdProjectEntity: ProjectEntity?
  var readCallCount = 0
  var readProjectEntityIDCallCount = 0
  var updateCallCount = 0
  var updatedProjectEntity: ProjectEntity?
  var deleteCallCount = 0
  var loadCallCount = 0
  var synchronizeNetworkDataCallCount = 0
  var createHistoryCallCount = 0
  var createdHistoryEntity: HistoryEntity?

  private let recorder: CallRecorder?
  private let answers: StubAnswers?

  init(recorder: CallRecorder? = nil, answers: StubAnswers? = nil) {
    self.recorder = recorder
    self.answers = answers
  }

  func create(projectEntity: ProjectEntity) {
    createCallCount += 1
    createdProjectEntity = projectEntity
    recorder?.record(ProjectUseCaseProtocolMethod.create, [ProjectMethods.argument(projectEntity)])
  }

  func read() -> CurrentValueSubject<[ProjectEntity], Never> {
    readCallCount += 1
    recorder?.record(ProjectUseCaseProtocolMethod.read)
    return ProjectMethods.relay(projectEntities, carrying: answers, for: ProjectUseCaseProtocolMethod.read)
  }

  func read(projectEntityID: UUID?) -> ProjectEntity? {
    readProjectEntityIDCallCount += 1
    recorder?.record(ProjectUseCaseProtocolMethod.readProjectEntityID, [ProjectMethods.argument(projectEntityID)])
    return ProjectMethods.relay(projectEntities, carrying: answers, for: ProjectUseCaseProtocolMethod.read).value.first { $0.id == projectEntityID }
  }

  func update(projectEntity: ProjectEntity) {
    updateCallCount += 1
    updatedProjectEntity = projectEntity
    recorder?.record(ProjectUseCaseProtocolMethod.update, [ProjectMethods.argument(projectEntity)])
  }

  func delete(projectEntityID: UUID) {
    deleteCallCount += 1
    recorder?.record(ProjectUseCaseProtocolMethod.delete, [ProjectMethods.argument(projectEntityID)])
  }

  func load() async {
    loadCallCount += 1
    recorder?.record(ProjectUseCaseProtocolMethod.load)
  }

  func synchronizeNetworkData() async {
    synchronizeNetworkDataCallCount += 1
    recorder?.record(ProjectUseCaseProtocolMethod.synchronizeNetworkData)
  }

  func createHistory(historyEntity: HistoryEntity) {
    createHistoryCallCount += 1
    createdHistoryEntity = historyEntity
    recorder?.record(
      ProjectUseCaseProtocolMethod.createHistory, [CallLog.Argument("historyEntity", Value(reflecting: historyEntity))])
  }

  func readHistory() -> [HistoryEntity] {
    recorder?.record(ProjectUseCaseProtocolMethod.readHistory)
    return []
  }
}
