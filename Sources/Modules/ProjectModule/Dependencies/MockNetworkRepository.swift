/// Mock (behaviour verification): counts reads and updates and keeps what was sent.
@MainActor
final class MockNetworkRepository: NetworkRepositoryProtocol {
  var projectEntities: [ProjectEntity] = []

  var readCallCount = 0
  var updateCallCount = 0
  var updatedProjectEntities: [ProjectEntity]?

  func read() async -> [ProjectEntity] {
    readCallCount += 1
    return projectEntities
  }

  func update(projectEntities: [ProjectEntity]) async {
    updateCallCount += 1
    updatedProjectEntities = projectEntities
  }
}
