import Foundation
import OpenCombine

/// The local store of projects as the use case sees it. `projectEntities` is the seed's
/// `BehaviorRelay<[ProjectEntity]>` (here OpenCombine's `CurrentValueSubject`): every change
/// is sent to every subscriber, which is what made the seed's author reach for test doubles.
@MainActor
protocol PersistentRepositoryProtocol {
  func create(projectEntity: ProjectEntity) throws
  func read() -> CurrentValueSubject<[ProjectEntity], Never>
  func read(projectEntityID: UUID?) -> ProjectEntity?
  func update(projectEntity: ProjectEntity) throws
  func delete(projectEntityID: UUID) throws
  /// Replaces what is kept with the network's copy.
  func replace(with projectEntities: [ProjectEntity]) throws
}
