import StuntKit

/// Stub (canned answers): the server's board is whatever the test put in `projectEntities` (in
/// the sandbox, what `stub networkManager.read returns [...]` programmed, or `throws "..."` for
/// a server that refuses); an update is accepted and dropped.
///
/// ```swift
/// NetworkRepository(networkManger: StubNetworkManager())   // seed 004's ProjectUsecaseTestsWithStub
/// ```
@MainActor
final class StubNetworkManager: NetworkManagerProtocol {
  var projectEntities: [ProjectEntity] = []
  private let answers: StubAnswers?

  init(answers: StubAnswers? = nil) {
    self.answers = answers
  }

  func read() async throws -> [ProjectEntity] {
    guard let answers, answers.answer(for: NetworkManagerProtocolMethod.read) != nil else { return projectEntities }
    return try GeneratedDouble.answer(answers, NetworkManagerProtocolMethod.read)
  }

  func update(projectEntities: [ProjectEntity]) async throws {
    if let answers { try GeneratedDouble.answer(answers, NetworkManagerProtocolMethod.update, arguments: [ProjectMethods.argument(projectEntities)]) }
  }
}
