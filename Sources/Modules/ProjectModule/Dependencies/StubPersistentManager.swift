import Foundation
import StuntKit

/// Stub (Meszaros: canned answers), as the seed writes it for state verification: `read()`
/// answers what the test put in `projectEntities` (in the sandbox, what `stub
/// persistentManager.read returns [...]` programmed); writes are accepted and dropped. The
/// state the test then checks is the real `PersistentRepository`'s relay above it.
///
/// ```swift
/// // test (seed 004's ProjectUsecaseTestsWithStub)
/// let stubPersistentManager = StubPersistentManager()
/// let sut = DefaultProjectUseCase(projectRepository: PersistentRepository(
///   projectEntities: .init([]), persistentManager: stubPersistentManager), ...)
/// ```
@MainActor
final class StubPersistentManager: PersistentManagerProtocol {
  var projectEntities: [ProjectEntity] = []
  private let answers: StubAnswers?

  init(answers: StubAnswers? = nil) {
    self.answers = answers
  }

  func create(projectEntity: ProjectEntity) throws { try thrown(.create, ProjectMethods.argument(projectEntity)) }
  func read() throws -> [ProjectEntity] {
    guard let answers, answers.answer(for: PersistentManagerProtocolMethod.read) != nil else { return projectEntities }
    return try GeneratedDouble.answer(answers, PersistentManagerProtocolMethod.read)
  }
  func update(projectEntity: ProjectEntity) throws { try thrown(.update, ProjectMethods.argument(projectEntity)) }
  func delete(projectEntityID: UUID) throws { try thrown(.delete, ProjectMethods.argument(projectEntityID)) }

  /// `stub persistentManager.<method> throws "..."`: the one thing a stub's write can do; the
  /// error may name the call's argument (`throws "\(projectEntity.title) is locked"`).
  private func thrown(_ method: PersistentManagerProtocolMethod, _ argument: CallLog.Argument) throws {
    if let answers { try GeneratedDouble.answer(answers, method, arguments: [argument]) }
  }
}
