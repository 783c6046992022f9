import Foundation
import OpenCombine

/// The seed's system under test: the use case over three repositories. The seed tests it twice,
/// once on stub managers under the real repositories (state verification) and once on mock
/// repositories (behaviour verification).
@MainActor
final class DefaultProjectUseCase: ProjectUseCaseProtocol {
  private let projectRepository: PersistentRepositoryProtocol
  private let networkRepository: NetworkRepositoryProtocol
  private let historyRepository: HistoryRepositoryProtocol
  let errorMessage = CurrentValueSubject<String?, Never>(nil)

  init(
    projectRepository: PersistentRepositoryProtocol, networkRepository: NetworkRepositoryProtocol,
    historyRepository: HistoryRepositoryProtocol
  ) {
    self.projectRepository = projectRepository
    self.networkRepository = networkRepository
    self.historyRepository = historyRepository
  }

  func create(projectEntity: ProjectEntity) {
    report { try projectRepository.create(projectEntity: projectEntity) }
  }

  func read() -> CurrentValueSubject<[ProjectEntity], Never> {
    projectRepository.read()
  }

  func read(projectEntityID: UUID?) -> ProjectEntity? {
    projectRepository.read(projectEntityID: projectEntityID)
  }

  func update(projectEntity: ProjectEntity) {
    report { try projectRepository.update(projectEntity: projectEntity) }
  }

  func delete(projectEntityID: UUID) {
    report { try projectRepository.delete(projectEntityID: projectEntityID) }
  }

  func load() async {
    do {
      let remote = try await networkRepository.read()
      report { try projectRepository.replace(with: remote) }
    } catch {
      errorMessage.send(Self.message(error))
    }
  }

  func synchronizeNetworkData() async {
    do {
      try await networkRepository.update(projectEntities: projectRepository.read().value)
    } catch {
      errorMessage.send(Self.message(error))
    }
  }

  func createHistory(historyEntity: HistoryEntity) {
    report { try historyRepository.create(historyEntity: historyEntity) }
  }

  func readHistory() -> [HistoryEntity] {
    (try? historyRepository.read()) ?? []
  }

  private func report(_ body: () throws -> Void) {
    do {
      try body()
    } catch {
      errorMessage.send(Self.message(error))
    }
  }

  static func message(_ error: any Error) -> String {
    (error as? LocalizedError)?.errorDescription ?? String(describing: error)
  }
}
