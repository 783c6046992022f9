/// The board's history as the use case sees it.
@MainActor
protocol HistoryRepositoryProtocol: AnyObject {
  func create(historyEntity: HistoryEntity) throws
  func read() throws -> [HistoryEntity]
}
