import StuntKit

extension ProjectModule {
  /// What `send` takes: the board screen's inputs, the detail screen's, and the use case's own
  /// methods, which the seed's `ProjectUsecaseTests` call directly. A project is named by its
  /// title or its id.
  enum Action: ModuleAction {
    // MainVCViewModel (the board)
    case createProject(NewProject)
    case changeStatus(StatusChange)
    case deleteProject(String)
    case loadProjects
    case synchronizeProjects
    // DetailViewModel (the detail screen)
    case showDetail(String)
    case detailRead
    case detailUpdate(ContentChange)
    // DefaultProjectUseCase (the system under test of ProjectUsecaseTests)
    case create(NewProject)
    case update(ProjectChange)
    case delete(String)
    case load
    case synchronizeNetworkData
    case createHistory(NewHistoryEntry)

    static let inputs: [Input<Action>] = [
      Input(Action.createProject, summary: "board: createProject(title:body:deadline:), a new id from uuid, an .add entry"),
      Input(Action.changeStatus, summary: "board: moves a project to another column, a .move entry"),
      Input(Action.deleteProject, "project", summary: "board: deletes a project, a .delete entry"),
      Input(Action.loadProjects, summary: "board: load(), the board becomes the server's"),
      Input(Action.synchronizeProjects, summary: "board: synchronize(), the server's board becomes ours"),
      Input(Action.showDetail, "project", summary: "opens DetailViewModel(projectUseCase:content:) on a project"),
      Input(Action.detailRead, summary: "detail: read(), currentProjectEntity from the use case"),
      Input(Action.detailUpdate, summary: "detail: update(_:) with the content as edited, and an .edit entry"),
      Input(Action.create, summary: "use case: create(projectEntity:), a new id from uuid"),
      Input(Action.update, summary: "use case: update(projectEntity:) with the changes given"),
      Input(Action.delete, "project", summary: "use case: delete(projectEntityID:)"),
      Input(Action.load, summary: "use case: load() from the network repository"),
      Input(Action.synchronizeNetworkData, summary: "use case: synchronizeNetworkData() to the network repository"),
      Input(Action.createHistory, summary: "use case: createHistory(historyEntity:), dated by the date slot"),
    ]
  }
}
