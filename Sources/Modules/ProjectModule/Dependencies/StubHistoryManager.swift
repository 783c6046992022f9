/// Stub (canned answers): the history is whatever the test put in `historyEntities`; a new
/// entry is accepted and dropped.
@MainActor
final class StubHistoryManager: HistoryManagerProtocol {
  var historyEntities: [HistoryEntity] = []

  func create(historyEntity: HistoryEntity) {}
  func read() -> [HistoryEntity] { historyEntities }
}
