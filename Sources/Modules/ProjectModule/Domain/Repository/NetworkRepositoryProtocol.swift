/// The remote copy of the board as the use case sees it.
@MainActor
protocol NetworkRepositoryProtocol: AnyObject {
  func read() async throws -> [ProjectEntity]
  func update(projectEntities: [ProjectEntity]) async throws
}
