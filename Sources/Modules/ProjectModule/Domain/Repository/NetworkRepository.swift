/// The seed's repository over a network manager (`networkManger:` is the seed's spelling).
@MainActor
final class NetworkRepository: NetworkRepositoryProtocol {
  private let networkManager: NetworkManagerProtocol

  init(networkManger: NetworkManagerProtocol) {
    self.networkManager = networkManger
  }

  func read() async throws -> [ProjectEntity] {
    try await networkManager.read()
  }

  func update(projectEntities: [ProjectEntity]) async throws {
    try await networkManager.update(projectEntities: projectEntities)
  }
}
