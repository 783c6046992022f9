import StuntKit

/// Stub (canned answers): the history is whatever the test put in `historyEntities` (in the
/// sandbox, what `stub historyManager.read returns [...]` programmed); a new entry is accepted
/// and dropped.
///
/// ```swift
/// HistoryRepository(historyManager: StubHistoryManager())   // seed 004's ProjectUsecaseTestsWithStub
/// ```
@MainActor
final class StubHistoryManager: HistoryManagerProtocol {
  var historyEntities: [HistoryEntity] = []
  private let answers: StubAnswers?

  init(answers: StubAnswers? = nil) {
    self.answers = answers
  }

  func create(historyEntity: HistoryEntity) throws {
    if let answers { try GeneratedDouble.answer(answers, HistoryManagerProtocolMethod.create, arguments: [ProjectMethods.argument(historyEntity)]) }
  }

  func read() throws -> [HistoryEntity] {
    guard let answers, answers.answer(for: HistoryManagerProtocolMethod.read) != nil else { return historyEntities }
    return try GeneratedDouble.answer(answers, HistoryManagerProtocolMethod.read)
  }
}
