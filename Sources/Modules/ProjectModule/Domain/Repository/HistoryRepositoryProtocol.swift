import StuntKit

/// The board's history as the use case sees it.
@Doubles
@MethodNames
@MainActor
package protocol HistoryRepositoryProtocol {
  /// keeps a history entry
  func create(historyEntity: HistoryEntity) throws
  /// every history entry, oldest first
  func read() throws -> [HistoryEntity]
}
