/// The seed's repository over a history manager.
@MainActor
final class HistoryRepository: HistoryRepositoryProtocol {
  private let historyManager: HistoryManagerProtocol

  init(historyManager: HistoryManagerProtocol) {
    self.historyManager = historyManager
  }

  func create(historyEntity: HistoryEntity) throws {
    try historyManager.create(historyEntity: historyEntity)
  }

  func read() throws -> [HistoryEntity] {
    try historyManager.read()
  }
}
