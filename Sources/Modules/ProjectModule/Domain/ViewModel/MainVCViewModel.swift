import Dependencies
import Foundation
import OpenCombine

@MainActor
protocol MainVCViewModelInputProtocol {
  func createProject(title: String, body: String, deadline: Date)
  func changeStatus(projectEntityID: UUID, to status: ProjectStatus)
  func delete(projectEntityID: UUID)
  func load() async
  func synchronize() async
}

@MainActor
protocol MainVCViewModelOutputProtocol {
  /// The board, as the use case's relay sends it.
  var projectEntities: CurrentValueSubject<[ProjectEntity], Never> { get }
  func projects(in status: ProjectStatus) -> [ProjectEntity]
  var errorMessage: String? { get }
}

@MainActor
protocol MainVCViewModelProtocol: MainVCViewModelInputProtocol, MainVCViewModelOutputProtocol {}

/// The seed's board screen: three columns over the use case, each change written to the
/// history. New ids and history dates come from swift-dependencies' `uuid` and `date`.
@MainActor
final class MainVCViewModel: MainVCViewModelProtocol {
  private let projectUseCase: ProjectUseCaseProtocol
  @Dependency(\.uuid) private var uuid
  @Dependency(\.date) private var date

  init(projectUseCase: ProjectUseCaseProtocol) {
    self.projectUseCase = projectUseCase
  }

  // MARK: - Output

  var projectEntities: CurrentValueSubject<[ProjectEntity], Never> { projectUseCase.read() }

  func projects(in status: ProjectStatus) -> [ProjectEntity] {
    projectEntities.value.filter { $0.status == status }
  }

  var errorMessage: String? { projectUseCase.errorMessage.value }

  // MARK: - Input

  func createProject(title: String, body: String, deadline: Date) {
    let projectEntity = ProjectEntity(id: uuid(), title: title, body: body, deadline: deadline)
    projectUseCase.create(projectEntity: projectEntity)
    record(.add, projectEntity.title)
  }

  func changeStatus(projectEntityID: UUID, to status: ProjectStatus) {
    guard var projectEntity = projectUseCase.read(projectEntityID: projectEntityID) else { return }
    projectEntity.status = status
    projectUseCase.update(projectEntity: projectEntity)
    record(.move, projectEntity.title)
  }

  func delete(projectEntityID: UUID) {
    guard let projectEntity = projectUseCase.read(projectEntityID: projectEntityID) else { return }
    projectUseCase.delete(projectEntityID: projectEntityID)
    record(.delete, projectEntity.title)
  }

  func load() async {
    await projectUseCase.load()
  }

  func synchronize() async {
    await projectUseCase.synchronizeNetworkData()
  }

  private func record(_ editedType: HistoryEntity.EditedType, _ title: String) {
    projectUseCase.createHistory(historyEntity: HistoryEntity(editedType: editedType, title: title, date: date.now.timeIntervalSince1970))
  }
}
