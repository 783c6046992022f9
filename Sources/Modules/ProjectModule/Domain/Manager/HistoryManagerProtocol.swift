import StuntKit

/// Where the board's history is kept.
@Doubles
@MethodNames
@MainActor
package protocol HistoryManagerProtocol {
  /// keeps a history entry
  func create(historyEntity: HistoryEntity) throws
  /// every history entry, oldest first
  func read() throws -> [HistoryEntity]
}
