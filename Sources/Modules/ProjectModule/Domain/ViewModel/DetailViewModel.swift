import Dependencies
import Foundation

@MainActor
protocol DetailViewModelInputProtocol {
  func read()
  func update(_ content: ProjectEntity)
}

@MainActor
protocol DetailViewModelOutputProtocol {
  var content: ProjectEntity { get }
  var currentProjectEntity: ProjectEntity? { get }
}

@MainActor
protocol DetailViewModelProtocol: DetailViewModelInputProtocol, DetailViewModelOutputProtocol {}

/// The seed's detail screen, as the seed writes it. Its one hidden dependency, `Date()` in
/// `updateHistory`, is read through swift-dependencies' `date` so that a test can fix it.
@MainActor
final class DetailViewModel: DetailViewModelProtocol {
  private let projectUseCase: ProjectUseCaseProtocol
  @Dependency(\.date) private var date

  // MARK: - Output

  var content: ProjectEntity
  var currentProjectEntity: ProjectEntity?

  init(projectUseCase: ProjectUseCaseProtocol, content: ProjectEntity) {
    self.projectUseCase = projectUseCase
    self.content = content
  }

  private func updateHistory(by content: ProjectEntity) {
    let historyEntity = HistoryEntity(
      editedType: .edit,
      title: content.title,
      date: date.now.timeIntervalSince1970)

    projectUseCase.createHistory(historyEntity: historyEntity)
  }
}

// MARK: - Input

extension DetailViewModel {
  func read() {
    currentProjectEntity = projectUseCase.read(projectEntityID: content.id)
  }

  func update(_ content: ProjectEntity) {
    projectUseCase.update(projectEntity: content)
    updateHistory(by: content)
  }
}
