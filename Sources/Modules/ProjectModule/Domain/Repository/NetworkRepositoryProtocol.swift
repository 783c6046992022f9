import StuntKit

/// The remote copy of the board as the use case sees it.
@Doubles
@MethodNames
@MainActor
package protocol NetworkRepositoryProtocol {
  /// the server's board
  func read() async throws -> [ProjectEntity]
  /// sends the whole board to the server
  func update(projectEntities: [ProjectEntity]) async throws
}
