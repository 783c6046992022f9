/// Mock (behaviour verification): counts new entries and keeps the last one.
@MainActor
final class MockHistoryRepository: HistoryRepositoryProtocol {
  var createCallCount = 0
  var createdHistoryEntity: HistoryEntity?
  var readCallCount = 0

  func create(historyEntity: HistoryEntity) {
    createCallCount += 1
    createdHistoryEntity = historyEntity
  }

  func read() -> [HistoryEntity] {
    readCallCount += 1
    return []
  }
}
