import Foundation
import OpenCombine
import StuntKit

/// Spy around the real use case: the view models behave as with `DefaultProjectUseCase`, and
/// `calls projectUseCase` shows what they asked of it.
///
/// ```swift
/// let spy = ProjectUseCaseSpy(recorder: recorder, wrapping: DefaultProjectUseCase(...))
/// MainVCViewModel(projectUseCase: spy).createProject(title: "기획", body: "", deadline: deadline)
/// // calls projectUseCase -> create, createHistory
/// ```
@MainActor
struct ProjectUseCaseSpy: ProjectUseCaseProtocol {
  let recorder: CallRecorder
  let wrapped: any ProjectUseCaseProtocol

  init(recorder: CallRecorder, wrapping wrapped: any ProjectUseCaseProtocol) {
    self.recorder = recorder
    self.wrapped = wrapped
  }

  var errorMessage: CurrentValueSubject<String?, Never> { wrapped.errorMessage }

  func create(projectEntity: ProjectEntity) {
    recorder.record(ProjectUseCaseSlot.create.name, [ProjectMethods.argument(projectEntity)])
    wrapped.create(projectEntity: projectEntity)
  }

  func read() -> CurrentValueSubject<[ProjectEntity], Never> {
    recorder.record(ProjectUseCaseSlot.read.name)
    return wrapped.read()
  }

  func read(projectEntityID: UUID?) -> ProjectEntity? {
    recorder.record(ProjectMethods.readProjectEntityID, [ProjectMethods.argument(projectEntityID)])
    return wrapped.read(projectEntityID: projectEntityID)
  }

  func update(projectEntity: ProjectEntity) {
    recorder.record(ProjectUseCaseSlot.update.name, [ProjectMethods.argument(projectEntity)])
    wrapped.update(projectEntity: projectEntity)
  }

  func delete(projectEntityID: UUID) {
    recorder.record(ProjectUseCaseSlot.delete.name, [ProjectMethods.argument(projectEntityID)])
    wrapped.delete(projectEntityID: projectEntityID)
  }

  func load() async {
    recorder.record(ProjectUseCaseSlot.load.name)
    await wrapped.load()
  }

  func synchronizeNetworkData() async {
    recorder.record(ProjectUseCaseSlot.synchronizeNetworkData.name)
    await wrapped.synchronizeNetworkData()
  }

  func createHistory(historyEntity: HistoryEntity) {
    recorder.record(
      ProjectUseCaseSlot.createHistory.name, [CallLog.Argument("historyEntity", Value(reflecting: historyEntity))])
    wrapped.createHistory(historyEntity: historyEntity)
  }

  func readHistory() -> [HistoryEntity] {
    recorder.record(ProjectUseCaseSlot.readHistory.name)
    return wrapped.readHistory()
  }
}
