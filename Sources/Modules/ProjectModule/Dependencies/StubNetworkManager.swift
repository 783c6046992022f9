/// Stub (canned answers): the server's board is whatever the test put in `projectEntities`;
/// an update is accepted and dropped.
@MainActor
final class StubNetworkManager: NetworkManagerProtocol {
  var projectEntities: [ProjectEntity] = []

  func read() async -> [ProjectEntity] { projectEntities }
  func update(projectEntities: [ProjectEntity]) async {}
}
