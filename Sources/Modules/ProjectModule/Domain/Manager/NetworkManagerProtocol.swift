/// The remote copy of the board: `GET`/`PUT /projects` on the server.
protocol NetworkManagerProtocol: AnyObject {
  func read() async throws -> [ProjectEntity]
  func update(projectEntities: [ProjectEntity]) async throws
}
