import Foundation
import OpenCombine
import StuntKit

/// The local store of projects as the use case sees it. `projectEntities` is the seed's
/// `BehaviorRelay<[ProjectEntity]>` (here OpenCombine's `CurrentValueSubject`): every change
/// is sent to every subscriber, which is what made the seed's author reach for test doubles.
@Doubles
@MethodNames
@MainActor
package protocol PersistentRepositoryProtocol {
  /// keeps a new project; the board is sent
  func create(projectEntity: ProjectEntity) throws
  /// the board's relay (BehaviorRelay in the seed)
  func read() -> CurrentValueSubject<[ProjectEntity], Never>
  /// one project of the board
  func read(projectEntityID: UUID?) -> ProjectEntity?
  /// replaces the project with the same id
  func update(projectEntity: ProjectEntity) throws
  /// forgets a project
  func delete(projectEntityID: UUID) throws
  /// the board becomes the server's
  func replace(with projectEntities: [ProjectEntity]) throws
}
