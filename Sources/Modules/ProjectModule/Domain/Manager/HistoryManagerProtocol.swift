/// Where the board's history is kept.
protocol HistoryManagerProtocol: AnyObject {
  func create(historyEntity: HistoryEntity) throws
  func read() throws -> [HistoryEntity]
}
