import Foundation
import OpenCombine

/// What the view models ask of the board. As in the seed, the calls do not throw: a failure
/// below (a store that cannot write, a server that refuses) is published on `errorMessage`,
/// the way the seed's view models showed an alert from an error relay.
@MainActor
protocol ProjectUseCaseProtocol {
  func create(projectEntity: ProjectEntity)
  func read() -> CurrentValueSubject<[ProjectEntity], Never>
  func read(projectEntityID: UUID?) -> ProjectEntity?
  func update(projectEntity: ProjectEntity)
  func delete(projectEntityID: UUID)
  /// Replaces the local board with the server's.
  func load() async
  /// Sends the local board to the server.
  func synchronizeNetworkData() async
  func createHistory(historyEntity: HistoryEntity)
  func readHistory() -> [HistoryEntity]
  var errorMessage: CurrentValueSubject<String?, Never> { get }
}
