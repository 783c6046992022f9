import Foundation
import OpenCombine

/// A refactoring of `DefaultProjectUseCase` that keeps its behaviour: every change to the board
/// is one batched write, `replace(with:)` of the whole board, instead of a create, update or
/// delete of one project. The board, the store and the server end up the same; the calls the
/// repository receives do not. A test that checks the board passes on both; a test that
/// checks `projectRepository.create` was called breaks, though nothing a user sees changed
/// (Fowler, "Mocks Aren't Stubs": mockist tests couple to the implementation).
@MainActor
final class BatchingProjectUseCase: ProjectUseCaseProtocol {
  private let useCase: DefaultProjectUseCase
  private let projectRepository: PersistentRepositoryProtocol

  init(
    projectRepository: PersistentRepositoryProtocol, networkRepository: NetworkRepositoryProtocol,
    historyRepository: HistoryRepositoryProtocol
  ) {
    self.projectRepository = projectRepository
    useCase = DefaultProjectUseCase(
      projectRepository: projectRepository, networkRepository: networkRepository, historyRepository: historyRepository)
  }

  var errorMessage: CurrentValueSubject<String?, Never> { useCase.errorMessage }

  func create(projectEntity: ProjectEntity) {
    batch { $0 + [projectEntity] }
  }

  func update(projectEntity: ProjectEntity) {
    batch { board in board.map { $0.id == projectEntity.id ? projectEntity : $0 } }
  }

  func delete(projectEntityID: UUID) {
    batch { board in board.filter { $0.id != projectEntityID } }
  }

  func read() -> CurrentValueSubject<[ProjectEntity], Never> { useCase.read() }
  func read(projectEntityID: UUID?) -> ProjectEntity? { useCase.read(projectEntityID: projectEntityID) }
  func load() async { await useCase.load() }
  func synchronizeNetworkData() async { await useCase.synchronizeNetworkData() }
  func createHistory(historyEntity: HistoryEntity) { useCase.createHistory(historyEntity: historyEntity) }
  func readHistory() -> [HistoryEntity] { useCase.readHistory() }

  private func batch(_ change: ([ProjectEntity]) -> [ProjectEntity]) {
    do {
      try projectRepository.replace(with: change(projectRepository.read().value))
    } catch {
      errorMessage.send(DefaultProjectUseCase.message(error))
    }
  }
}
