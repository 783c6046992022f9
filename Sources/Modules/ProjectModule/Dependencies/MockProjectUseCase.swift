import Foundation
import OpenCombine

/// Mock (behaviour verification) of the use case, for the seed's `MainVCViewModelTests`:
/// counts what the view model asks and keeps the arguments.
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
  }

  func load() async {
    loadCallCount += 1
  }

  func synchronizeNetworkData() async {
    synchronizeNetworkDataCallCount += 1
  }

  func createHistory(historyEntity: HistoryEntity) {
    createHistoryCallCount += 1
    createdHistoryEntity = historyEntity
  }

  func readHistory() -> [HistoryEntity] { [] }
}
