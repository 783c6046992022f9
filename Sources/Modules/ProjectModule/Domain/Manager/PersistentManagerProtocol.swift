import Foundation

/// Where projects are kept on the device: the seed's CoreData stack, here an SQLite file.
/// The seed made this a protocol so that `StubPersistentManager` could stand in for it.
protocol PersistentManagerProtocol: AnyObject {
  func create(projectEntity: ProjectEntity) throws
  func read() throws -> [ProjectEntity]
  func update(projectEntity: ProjectEntity) throws
  func delete(projectEntityID: UUID) throws
}
