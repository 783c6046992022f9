import StuntKit

/// The remote copy of the board: `GET`/`PUT /projects` on the server.
@Doubles
@MethodNames
@MainActor
package protocol NetworkManagerProtocol {
  /// the server's board
  func read() async throws -> [ProjectEntity]
  /// replaces the server's board
  func update(projectEntities: [ProjectEntity]) async throws
}
