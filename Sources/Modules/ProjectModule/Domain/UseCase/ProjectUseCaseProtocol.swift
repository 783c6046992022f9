import Foundation
import OpenCombine
import StuntKit

/// What the view models ask of the board. As in the seed, the calls do not throw: a failure
/// below (a store that cannot write, a server that refuses) is published on `errorMessage`,
/// the way the seed's view models showed an alert from an error relay.
@Doubles
@MethodNames
@MainActor
package protocol ProjectUseCaseProtocol {
  /// adds a project
  func create(projectEntity: ProjectEntity)
  /// the board's relay, which the board screen binds to
  func read() -> CurrentValueSubject<[ProjectEntity], Never>
  /// one project
  func read(projectEntityID: UUID?) -> ProjectEntity?
  /// changes a project
  func update(projectEntity: ProjectEntity)
  /// removes a project
  func delete(projectEntityID: UUID)
  /// the board becomes the server's
  func load() async
  /// the server's board becomes ours
  func synchronizeNetworkData() async
  /// writes a history entry
  func createHistory(historyEntity: HistoryEntity)
  /// the history, oldest first
  func readHistory() -> [HistoryEntity]
  /// what went wrong below, for the alert
  var errorMessage: CurrentValueSubject<String?, Never> { get }
}
