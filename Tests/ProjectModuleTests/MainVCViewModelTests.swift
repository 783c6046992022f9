import Dependencies
import Foundation
import Testing

@testable import ProjectModule

/// The seed's `MainVCViewModelTests`: the view model on a `MockProjectUseCase`.
@MainActor
@Suite("MainVCViewModel on a mock use case")
struct MainVCViewModelTests {
  let mockProjectUseCase = MockProjectUseCase()
  let sut: MainVCViewModelProtocol

  init() {
    let useCase = mockProjectUseCase
    sut = withDependencies {
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSince1970: 1_700_000_000))
    } operation: {
      MainVCViewModel(projectUseCase: useCase)
    }
  }

  @Test func createProjectCreatesItAndWritesAnAddEntry() {
    sut.createProject(title: "기획", body: "회의", deadline: Fixtures.deadline)
    #expect(mockProjectUseCase.createCallCount == 1)
    #expect(mockProjectUseCase.createdProjectEntity
      == ProjectEntity(id: Fixtures.uuid(0), title: "기획", body: "회의", deadline: Fixtures.deadline))
    #expect(mockProjectUseCase.createdHistoryEntity == HistoryEntity(editedType: .add, title: "기획", date: 1_700_000_000))
  }

  @Test func changeStatusUpdatesAndWritesAMoveEntry() {
    mockProjectUseCase.projectEntities.send([Fixtures.project(1, "기획")])
    sut.changeStatus(projectEntityID: Fixtures.uuid(1), to: .doing)
    #expect(mockProjectUseCase.updateCallCount == 1)
    #expect(mockProjectUseCase.updatedProjectEntity?.status == .doing)
    #expect(mockProjectUseCase.createdHistoryEntity?.editedType == .move)
  }

  @Test func anUnknownProjectChangesNothing() {
    sut.changeStatus(projectEntityID: Fixtures.uuid(9), to: .done)
    sut.delete(projectEntityID: Fixtures.uuid(9))
    #expect(mockProjectUseCase.updateCallCount == 0)
    #expect(mockProjectUseCase.deleteCallCount == 0)
    #expect(mockProjectUseCase.createHistoryCallCount == 0)
  }

  @Test func columnsFollowTheRelay() {
    mockProjectUseCase.projectEntities.send([
      Fixtures.project(1, "a"), Fixtures.project(2, "b", status: .doing), Fixtures.project(3, "c", status: .done),
    ])
    #expect(sut.projects(in: .doing) == [Fixtures.project(2, "b", status: .doing)])
    #expect(sut.projects(in: .todo).count == 1)
  }

  @Test func synchronizeAndLoadAskTheUseCase() async {
    await sut.synchronize()
    await sut.load()
    #expect(mockProjectUseCase.synchronizeNetworkDataCallCount == 1)
    #expect(mockProjectUseCase.loadCallCount == 1)
  }
}
