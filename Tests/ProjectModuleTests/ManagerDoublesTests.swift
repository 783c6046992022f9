import Foundation
import StuntKit
import Testing

@testable import ProjectModule

/// The managers have no seed-written spy or failing double: `@Doubles` makes them, and their
/// method descriptors, from the protocols, for the slots the sandbox will offer.
@MainActor
@Suite("Generated doubles of the managers")
struct ManagerDoublesTests {
  @Test func methodsComeFromTheProtocolsWithTheirDocComments() {
    #expect(PersistentManagerProtocolDoubles.methods.map(\.name) == ["create", "read", "update", "delete"])
    #expect(PersistentManagerProtocolDoubles.methods.first?.summary == "keeps a new project")
    #expect(NetworkManagerProtocolDoubles.methods.map(\.name) == ["read", "update"])
    #expect(HistoryManagerProtocolDoubles.methods.map(\.name) == ["create", "read"])
  }

  @Test func aSpyUnderTheRealRepositoryRecordsWhatTheUseCaseCausedDownTheChain() throws {
    let answers = StubAnswers(slot: "persistentManager")
    answers.program("read", .returns(.array([])))
    let calls = CallLog()
    let spy = PersistentManagerProtocolDoubles.Spy(
      recorder: CallRecorder(double: "persistentManager", calls: calls),
      answering: PersistentManagerProtocolDoubles.Stub(answers: answers))
    let sut = DefaultProjectUseCase(
      projectRepository: PersistentRepository(projectEntities: .init([]), persistentManager: spy),
      networkRepository: NetworkRepository(networkManger: StubNetworkManager()),
      historyRepository: HistoryRepository(historyManager: StubHistoryManager()))
    sut.create(projectEntity: Fixtures.project(1, "기획"))
    sut.delete(projectEntityID: Fixtures.uuid(1))
    #expect(calls.all.map(\.method) == ["read", "create", "delete"])
    #expect(sut.read().value.isEmpty)
  }

  @Test func theFailingManagerReachesTheUseCaseAsItsErrorMessage() {
    let sut = DefaultProjectUseCase(
      projectRepository: PersistentRepository(
        projectEntities: .init([]), persistentManager: PersistentManagerProtocolDoubles.Failing(slot: "persistentManager")),
      networkRepository: NetworkRepository(networkManger: StubNetworkManager()),
      historyRepository: HistoryRepository(historyManager: StubHistoryManager()))
    sut.create(projectEntity: Fixtures.project(1, "기획"))
    #expect(sut.read().value.isEmpty)
    #expect(sut.errorMessage.value == DependencyFailure(slot: "persistentManager", method: "create").description)
  }
}
