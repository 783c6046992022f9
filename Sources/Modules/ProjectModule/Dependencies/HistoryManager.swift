/// The real history manager: the `history` table of the persistent manager's SQLite file.
///
/// ```swift
/// // live
/// HistoryRepository(historyManager: HistoryManager { try store.database(file: nil) })
/// // test: the seed's stub keeps nothing
/// HistoryRepository(historyManager: StubHistoryManager())
/// ```
@MainActor
final class HistoryManager: HistoryManagerProtocol {
  private let database: @MainActor () throws(StoreError) -> ProjectDatabase

  init(database: @escaping @MainActor () throws(StoreError) -> ProjectDatabase) {
    self.database = database
  }

  func create(historyEntity: HistoryEntity) throws {
    try database().insert(historyEntity)
  }

  func read() throws -> [HistoryEntity] {
    try database().history()
  }
}
