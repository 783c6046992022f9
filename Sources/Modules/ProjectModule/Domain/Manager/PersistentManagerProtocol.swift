import Foundation
import StuntKit

/// Where projects are kept on the device: the seed's CoreData stack, here an SQLite file.
/// The seed made this a protocol so that `StubPersistentManager` could stand in for it.
@Doubles
@MethodNames
@MainActor
package protocol PersistentManagerProtocol {
  /// keeps a new project
  func create(projectEntity: ProjectEntity) throws
  /// every project kept
  func read() throws -> [ProjectEntity]
  /// replaces the project with the same id
  func update(projectEntity: ProjectEntity) throws
  /// forgets a project
  func delete(projectEntityID: UUID) throws
}
