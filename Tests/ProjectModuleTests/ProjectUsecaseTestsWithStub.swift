import Foundation
import OpenCombine
import Testing

@testable import ProjectModule

/// The seed's `ProjectUsecaseTestsWithStub`: state verification. The use case runs on the real
/// repositories, so every manager below them needs a stub, and the test checks the state that
/// came of each call.
@MainActor
@Suite("DefaultProjectUseCase with stub managers (state verification)")
struct ProjectUsecaseTestsWithStub {
  let stubPersistentManager = StubPersistentManager()
  let stubNetworkManager = StubNetworkManager()
  let stubHistoryManager = StubHistoryManager()
  let sut: ProjectUseCaseProtocol

  init() {
    sut = DefaultProjectUseCase(
      projectRepository: PersistentRepository(
        projectEntities: CurrentValueSubject<[ProjectEntity], Never>([]),
        persistentManager: stubPersistentManager
      ),
      networkRepository: NetworkRepository(networkManger: stubNetworkManager),
      historyRepository: HistoryRepository(historyManager: stubHistoryManager)
    )
  }

  @Test func createThenReadGivesTheProject() {
    let project = Fixtures.project(1, "기획")
    sut.create(projectEntity: project)
    #expect(sut.read().value == [project])
    #expect(sut.read(projectEntityID: project.id) == project)
  }

  @Test func updateReplacesTheProjectWithTheSameID() {
    sut.create(projectEntity: Fixtures.project(1, "기획"))
    sut.create(projectEntity: Fixtures.project(2, "개발"))
    sut.update(projectEntity: Fixtures.project(1, "기획 수정", status: .doing))
    #expect(sut.read().value == [Fixtures.project(1, "기획 수정", status: .doing), Fixtures.project(2, "개발")])
  }

  @Test func deleteRemovesOnlyThatProject() {
    sut.create(projectEntity: Fixtures.project(1, "기획"))
    sut.create(projectEntity: Fixtures.project(2, "개발"))
    sut.delete(projectEntityID: Fixtures.uuid(1))
    #expect(sut.read().value == [Fixtures.project(2, "개발")])
  }

  @Test func loadReplacesTheBoardWithTheServers() async {
    sut.create(projectEntity: Fixtures.project(1, "local"))
    stubNetworkManager.projectEntities = [Fixtures.project(7, "remote", status: .done)]
    await sut.load()
    #expect(sut.read().value == [Fixtures.project(7, "remote", status: .done)])
  }

  @Test func historyIsWhatTheStubHistoryManagerAnswers() {
    let entry = HistoryEntity(editedType: .add, title: "기획", date: 1)
    stubHistoryManager.historyEntities = [entry]
    #expect(sut.readHistory() == [entry])
  }

  /// What the seed's author ran into: the relay sends every change to every subscriber.
  @Test func theRelayTellsEverySubscriberOfEveryChange() {
    var sent: [[ProjectEntity]] = []
    let subscription = sut.read().sink { sent.append($0) }
    sut.create(projectEntity: Fixtures.project(1, "기획"))
    sut.update(projectEntity: Fixtures.project(1, "기획", status: .done))
    #expect(sent.count == 3)
    #expect(sent.last == [Fixtures.project(1, "기획", status: .done)])
    subscription.cancel()
  }

  @Test func aFailedWriteIsReportedAndLeavesTheBoardAsTheStoreIs() {
    let sut = DefaultProjectUseCase(
      projectRepository: PersistentRepository(projectEntities: CurrentValueSubject([]), persistentManager: BrokenPersistentManager()),
      networkRepository: NetworkRepository(networkManger: stubNetworkManager),
      historyRepository: HistoryRepository(historyManager: stubHistoryManager))
    sut.create(projectEntity: Fixtures.project(1, "기획"))
    #expect(sut.read().value.isEmpty)
    #expect(sut.errorMessage.value == "the disk is full")
  }
}
