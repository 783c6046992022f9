import Dependencies
import Foundation
import Testing

@testable import ProjectModule

/// The seed's `DetailViewModel`: `update` writes the project and an `.edit` history entry
/// stamped with `Date()`, which the test fixes through swift-dependencies.
@MainActor
@Suite("DetailViewModel on a mock use case")
struct DetailViewModelTests {
  @Test func updateCreatesAnEditEntryAtTheFixedDate() {
    let mockProjectUseCase = MockProjectUseCase()
    let sut = withDependencies {
      $0.date = .constant(Date(timeIntervalSince1970: 1_700_000_000))
    } operation: {
      DetailViewModel(projectUseCase: mockProjectUseCase, content: Fixtures.project(1, "기획"))
    }
    sut.update(Fixtures.project(1, "기획 수정"))
    #expect(mockProjectUseCase.updateCallCount == 1)
    #expect(mockProjectUseCase.updatedProjectEntity?.title == "기획 수정")
    #expect(mockProjectUseCase.createHistoryCallCount == 1)
    #expect(mockProjectUseCase.createdHistoryEntity == HistoryEntity(editedType: .edit, title: "기획 수정", date: 1_700_000_000))
  }

  @Test func readFindsTheCurrentProjectByTheContentsID() {
    let mockProjectUseCase = MockProjectUseCase()
    mockProjectUseCase.projectEntities.send([Fixtures.project(1, "기획", status: .done)])
    let sut = DetailViewModel(projectUseCase: mockProjectUseCase, content: Fixtures.project(1, "기획"))
    sut.read()
    #expect(sut.currentProjectEntity?.status == .done)
    #expect(mockProjectUseCase.readProjectEntityIDCallCount == 1)
  }
}
