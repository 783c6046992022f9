import Foundation
import Testing

@testable import ProjectModule

/// The seed's `ProjectUsecaseTestsWithMock`: behaviour verification. The chain is cut at the
/// first seam: the use case talks to mock repositories, and the test checks what it asked
/// of them, not what came of it.
@MainActor
@Suite("DefaultProjectUseCase with mock repositories (behaviour verification)")
struct ProjectUsecaseTestsWithMock {
  let mockPersistentRepository = MockPersistentRepository()
  let mockNetworkRepository = MockNetworkRepository()
  let mockHistoryRepository = MockHistoryRepository()
  let sut: ProjectUseCaseProtocol

  init() {
    sut = DefaultProjectUseCase(
      projectRepository: mockPersistentRepository,
      networkRepository: mockNetworkRepository,
      historyRepository: mockHistoryRepository
    )
  }

  @Test func createAsksTheRepositoryOnce() {
    let project = Fixtures.project(1, "기획")
    sut.create(projectEntity: project)
    #expect(mockPersistentRepository.createCallCount == 1)
    #expect(mockPersistentRepository.createdProjectEntity == project)
    // The mock keeps nothing: state verification could not see this create.
    #expect(sut.read().value.isEmpty)
  }

  @Test func updateAndDeleteAskTheRepository() {
    sut.update(projectEntity: Fixtures.project(1, "기획", status: .doing))
    sut.delete(projectEntityID: Fixtures.uuid(1))
    #expect(mockPersistentRepository.updateCallCount == 1)
    #expect(mockPersistentRepository.updatedProjectEntity?.status == .doing)
    #expect(mockPersistentRepository.deleteCallCount == 1)
    #expect(mockPersistentRepository.deletedProjectEntityID == Fixtures.uuid(1))
  }

  @Test func synchronizeSendsTheLocalBoardToTheNetworkRepository() async {
    mockPersistentRepository.projectEntities.send([Fixtures.project(1, "기획")])
    await sut.synchronizeNetworkData()
    #expect(mockNetworkRepository.updateCallCount == 1)
    #expect(mockNetworkRepository.updatedProjectEntities == [Fixtures.project(1, "기획")])
  }

  @Test func loadReadsTheNetworkAndReplacesTheLocalBoard() async {
    await sut.load()
    #expect(mockNetworkRepository.readCallCount == 1)
    #expect(mockPersistentRepository.replaceCallCount == 1)
  }

  @Test func createHistoryAsksTheHistoryRepository() {
    let entry = HistoryEntity(editedType: .edit, title: "기획", date: 1)
    sut.createHistory(historyEntity: entry)
    #expect(mockHistoryRepository.createCallCount == 1)
    #expect(mockHistoryRepository.createdHistoryEntity == entry)
  }
}
