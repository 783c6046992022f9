import StuntKit

/// Mock (behaviour verification), in the seed's style: counts reads and updates and keeps what
/// was sent; in the sandbox it writes each call to the call log and answers what `stub`
/// programmed (else `projectEntities`).
///
/// ```swift
/// let mockNetworkRepository = MockNetworkRepository()   // seed 004's ProjectUsecaseTestsWithMock
/// await sut.synchronizeNetworkData()
/// XCTAssertEqual(mockNetworkRepository.updateCallCount, 1)
/// ```
@MainActor
final class MockNetworkRepository: NetworkRepositoryProtocol {
  var projectEntities: [ProjectEntity] = []

  var readCallCount = 0
  var updateCallCount = 0
  var updatedProjectEntities: [ProjectEntity]?

  private let recorder: CallRecorder?
  private let answers: StubAnswers?

  init(recorder: CallRecorder? = nil, answers: StubAnswers? = nil) {
    self.recorder = recorder
    self.answers = answers
  }

  func read() async throws -> [ProjectEntity] {
    readCallCount += 1
    recorder?.record(NetworkRepositoryProtocolMethod.read)
    guard let answers, answers.answer(for: NetworkRepositoryProtocolMethod.read) != nil else { return projectEntities }
    return try GeneratedDouble.answer(answers, NetworkRepositoryProtocolMethod.read)
  }

  func update(projectEntities: [ProjectEntity]) async throws {
    updateCallCount += 1
    updatedProjectEntities = projectEntities
    let arguments = [ProjectMethods.argument(projectEntities)]
    recorder?.record(NetworkRepositoryProtocolMethod.update, arguments)
    if let answers { try GeneratedDouble.answer(answers, NetworkRepositoryProtocolMethod.update, arguments: arguments) }
  }
}
