import StuntKit

/// Mock (behaviour verification), in the seed's style: counts new entries and keeps the last
/// one; in the sandbox it writes each call to the call log.
///
/// ```swift
/// let mockHistoryRepository = MockHistoryRepository()   // seed 004's ProjectUsecaseTestsWithMock
/// sut.createHistory(historyEntity: entry)
/// XCTAssertEqual(mockHistoryRepository.createCallCount, 1)
/// ```
@MainActor
final class MockHistoryRepository: HistoryRepositoryProtocol {
  var createCallCount = 0
  var createdHistoryEntity: HistoryEntity?
  var readCallCount = 0

  private let recorder: CallRecorder?
  private let answers: StubAnswers?

  init(recorder: CallRecorder? = nil, answers: StubAnswers? = nil) {
    self.recorder = recorder
    self.answers = answers
  }

  func create(historyEntity: HistoryEntity) throws {
    createCallCount += 1
    createdHistoryEntity = historyEntity
    let arguments = [ProjectMethods.argument(historyEntity)]
    recorder?.record(HistoryRepositoryProtocolMethod.create, arguments)
    if let answers { try GeneratedDouble.answer(answers, HistoryRepositoryProtocolMethod.create, arguments: arguments) }
  }

  func read() throws -> [HistoryEntity] {
    readCallCount += 1
    recorder?.record(HistoryRepositoryProtocolMethod.read)
    guard let answers, answers.answer(for: HistoryRepositoryProtocolMethod.read) != nil else { return [] }
    return try GeneratedDouble.answer(answers, HistoryRepositoryProtocolMethod.read)
  }
}
