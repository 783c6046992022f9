import ConcurrencyExtras
import Dependencies
import Foundation
import StuntKit

/// Seed 004's project manager in the sandbox: `DefaultProjectUseCase` over three repositories
/// over three managers, and the two view models over the use case. Every layer is a slot, so
/// the seam is the user's: stub the managers under the real repositories (the seed's state
/// verification) or mock the repositories (its behaviour verification), and see what each
/// catches.
@MainActor
final class ProjectModule: StuntModule {
  static let info = ModuleInfo(
    name: "project",
    summary: "clean-architecture DefaultProjectUseCase: stubs under real repositories versus mock repositories",
    seed: "004_10e7af750d0c81af.txt (DefaultProjectUseCase, MainVCViewModel, DetailViewModel)",
    topics: [.stateVsBehaviour]
  )
  static let slots: [any DeclaredSlot] = [
    ProjectUseCaseSlot.slot, ProjectRepositorySlot.slot, NetworkRepositorySlot.slot, HistoryRepositorySlot.slot,
    PersistentManagerSlot.slot, NetworkManagerSlot.slot, HistoryManagerSlot.slot, DateSlot.slot, UUIDSlot.slot,
  ]
  static let fields = [
    Field<ProjectModule>("content.title", summary: "the detail screen's title field") { (module, title: String) throws(ModuleError) in
      try module.shownDetail().content.title = title
    },
    Field<ProjectModule>("content.body", summary: "the detail screen's body field") { (module, body: String) throws(ModuleError) in
      try module.shownDetail().content.body = body
    },
    Field<ProjectModule>("content.deadline", summary: "the detail screen's deadline, a day (2022-07-15)") {
      (module, deadline: String) throws(ModuleError) in try module.shownDetail().content.deadline = ProjectBoard.day(deadline)
    },
  ]

  private let environment: ModuleEnvironment
  private let useCase: ProjectUseCaseProtocolDoubles.Swappable
  private let mainVC: MainVCViewModel
  private let networkManager: LiveSlot<any NetworkManagerProtocol>
  private let uuid: LiveSlot<UUIDGenerator>
  private let date: LiveSlot<DateGenerator>
  private let dependencies: @Sendable (inout DependencyValues) -> Void
  private var detail: DetailViewModel?
  private let subscription = BoardSubscription()

  init(environment: ModuleEnvironment) {
    self.environment = environment
    let useCase = ProjectUseCaseProtocolDoubles.Swappable(dependency: environment.dependency(ProjectUseCaseSlot.slot))
    self.useCase = useCase
    networkManager = environment.dependency(NetworkManagerSlot.slot)
    uuid = environment.dependency(UUIDSlot.slot)
    date = environment.dependency(DateSlot.slot)
    // The view models read `@Dependency(\.date)` and `\.uuid`; each read goes to the slot.
    let date = UncheckedSendable(date)
    let uuid = UncheckedSendable(uuid)
    dependencies = { values in
      values.date = DateGenerator { MainActor.assumeIsolated { date.value.current.now } }
      values.uuid = UUIDGenerator { MainActor.assumeIsolated { uuid.value.current() } }
    }
    mainVC = Self.made(with: dependencies) { MainVCViewModel(projectUseCase: useCase) }
    CallRecorder.observing { subscription.follow(mainVC.projectEntities) }
  }

  /// Makes a view model that reads the slots' `date` and `uuid`. It comes out of
  /// `withDependencies` inside an array, not as the object: swift-dependencies keeps the
  /// dependencies of an object `withDependencies` returns in a global table until the next such
  /// call, which would keep this instance's environment (through the slots) after `unload`.
  private static func made<Model>(with dependencies: (inout DependencyValues) -> Void, _ make: () -> Model) -> Model {
    withDependencies(dependencies) { [make()] }[0]
  }

  private var board: ProjectBoard { ProjectBoard(projectEntities: CallRecorder.observing { useCase.read().value }) }

  func send(_ action: Action) throws(ModuleError) {
    switch action {
    case .createProject(let new):
      let (title, deadline) = try ProjectBoard.validate(new)
      mainVC.createProject(title: title, body: new.body ?? "", deadline: deadline)
    case .changeStatus(let change):
      mainVC.changeStatus(projectEntityID: try board.id(change.project), to: change.status)
    case .deleteProject(let project):
      mainVC.delete(projectEntityID: try board.id(project))
    case .loadProjects:
      environment.effects.launch { @MainActor [mainVC] in await mainVC.load() }
    case .synchronizeProjects:
      environment.effects.launch { @MainActor [mainVC] in await mainVC.synchronize() }
    case .showDetail(let project):
      let content = try board.find(project)
      detail = Self.made(with: dependencies) { DetailViewModel(projectUseCase: useCase, content: content) }
    case .detailRead:
      try shownDetail().read()
    case .detailUpdate(let change):
      let detail = try shownDetail()
      detail.update(try ProjectBoard.apply(change, to: detail.content))
    case .create(let new):
      let (title, deadline) = try ProjectBoard.validate(new)
      useCase.create(projectEntity: ProjectEntity(id: uuid.current(), title: title, body: new.body ?? "", deadline: deadline))
    case .update(let change):
      useCase.update(projectEntity: try ProjectBoard.apply(change.edits, to: try board.project(change.project)))
    case .delete(let project):
      useCase.delete(projectEntityID: try board.id(project))
    case .load:
      environment.effects.launch { @MainActor [useCase] in await useCase.load() }
    case .synchronizeNetworkData:
      environment.effects.launch { @MainActor [useCase] in await useCase.synchronizeNetworkData() }
    case .createHistory(let entry):
      useCase.createHistory(
        historyEntity: HistoryEntity(
          editedType: entry.editedType, title: entry.title, date: date.current.now.timeIntervalSince1970))
    }
  }

  fileprivate func shownDetail() throws(ModuleError) -> DetailViewModel {
    guard let detail else { throw ModuleError("no detail screen is shown; send showDetail project=<title or id> first") }
    return detail
  }

  var state: any Sendable {
    subscription.follow(mainVC.projectEntities)
    let store = environment.shared { ProjectStore(environment: environment) }.lastOpened
    return ProjectState(
      board: .init(
        todo: mainVC.projects(in: .todo), doing: mainVC.projects(in: .doing), done: mainVC.projects(in: .done),
        notifications: subscription.notifications),
      errorMessage: mainVC.errorMessage,
      detail: detail.map { .init(content: $0.content, currentProjectEntity: $0.currentProjectEntity) },
      history: useCase.readHistory(),
      sqlite: store.flatMap { store in
        (try? store.projects()).flatMap { projects in (try? store.history()).map { .init(project: projects, history: $0) } }
      },
      server: networkManager.madeClients.lazy.compactMap { ($0 as? NetworkManager)?.lastAnswer }.first)
  }
}

extension ModuleEntry {
  @MainActor public static var project: ModuleEntry { ProjectModule.entry }
}
