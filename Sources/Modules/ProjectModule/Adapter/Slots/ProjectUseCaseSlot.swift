import Foundation
import OpenCombine
import StuntKit

/// The `projectUseCase` slot: what both view models hold. The seed's `MainVCViewModelTests`
/// replace it with `MockProjectUseCase`.
enum ProjectUseCaseSlot {
  static let create = MethodDescriptor("create", parameters: [ProjectMethods.projectEntity], summary: "adds a project")
  static let read = MethodDescriptor(
    "read", returns: ProjectMethods.board, summary: "the board's relay, which the board screen binds to",
    validate: ProjectMethods.validatesBoard)
  static let readProjectEntityID = MethodDescriptor(
    ProjectMethods.readProjectEntityID, parameters: [ProjectMethods.projectEntityID],
    returns: .optional(.structured(typeName: "ProjectEntity")), summary: "read(projectEntityID:): one project")
  static let update = MethodDescriptor("update", parameters: [ProjectMethods.projectEntity], summary: "changes a project")
  static let delete = MethodDescriptor("delete", parameters: [ProjectMethods.projectEntityID], summary: "removes a project")
  static let load = MethodDescriptor("load", summary: "the board becomes the server's")
  static let synchronizeNetworkData = MethodDescriptor("synchronizeNetworkData", summary: "the server's board becomes ours")
  static let createHistory = MethodDescriptor(
    "createHistory", parameters: [ParameterDescriptor("historyEntity", .structured(typeName: "HistoryEntity"))],
    summary: "writes a history entry")
  static let readHistory = MethodDescriptor(
    "readHistory", returns: .structured(typeName: "[HistoryEntity]"), summary: "the history, oldest first")

  private static let repositories: [any DeclaredSlot] = [
    ProjectRepositorySlot.slot, NetworkRepositorySlot.slot, HistoryRepositorySlot.slot,
  ]

  static let real = Variant<any ProjectUseCaseProtocol>.real(
    summary: "DefaultProjectUseCase (the seed's system under test) over the three repository slots", uses: repositories
  ) { context in overRepositories(context.environment, DefaultProjectUseCase.init) }

  static let slot = Slot<any ProjectUseCaseProtocol>(
    "projectUseCase",
    summary: "what both view models ask (ProjectUseCaseProtocol)",
    methods: [create, read, readProjectEntityID, update, delete, load, synchronizeNetworkData, createHistory, readHistory],
    variants: [
      real,
      .mock(summary: "MockProjectUseCase (the seed's): counts calls; read answers `stub`") { context in
        MockProjectUseCase(recorder: context.recorder, answers: context.answers)
      },
      Variant(.spy, summary: "the real DefaultProjectUseCase, recording each call", uses: repositories) { context in
        ProjectUseCaseSpy(recorder: context.recorder, wrapping: context.client(of: real))
      },
      Variant(
        "batching", kind: .real, summary: "BatchingProjectUseCase: a refactoring that writes the board in one replace",
        uses: repositories
      ) { context in overRepositories(context.environment, BatchingProjectUseCase.init) },
    ]
  )

  /// A use case over the three repository slots, each followed call by call.
  @MainActor private static func overRepositories(
    _ environment: ModuleEnvironment,
    _ make: (PersistentRepositoryProtocol, NetworkRepositoryProtocol, HistoryRepositoryProtocol) -> any ProjectUseCaseProtocol
  ) -> any ProjectUseCaseProtocol {
    make(
      ProjectRepositorySlot.swappable(environment),
      NetworkRepositoryProtocolDoubles.Swappable(dependency: environment.dependency(NetworkRepositorySlot.slot)),
      HistoryRepositoryProtocolDoubles.Swappable(dependency: environment.dependency(HistoryRepositorySlot.slot)))
  }
}

/// Whatever the `projectUseCase` slot's variant is at the time of each call.
@MainActor
struct SwappableProjectUseCase: ProjectUseCaseProtocol {
  let dependency: LiveSlot<any ProjectUseCaseProtocol>

  var errorMessage: CurrentValueSubject<String?, Never> { dependency.current.errorMessage }
  func create(projectEntity: ProjectEntity) { dependency.current.create(projectEntity: projectEntity) }
  func read() -> CurrentValueSubject<[ProjectEntity], Never> { dependency.current.read() }
  func read(projectEntityID: UUID?) -> ProjectEntity? { dependency.current.read(projectEntityID: projectEntityID) }
  func update(projectEntity: ProjectEntity) { dependency.current.update(projectEntity: projectEntity) }
  func delete(projectEntityID: UUID) { dependency.current.delete(projectEntityID: projectEntityID) }
  func load() async { await dependency.current.load() }
  func synchronizeNetworkData() async { await dependency.current.synchronizeNetworkData() }
  func createHistory(historyEntity: HistoryEntity) { dependency.current.createHistory(historyEntity: historyEntity) }
  func readHistory() -> [HistoryEntity] { dependency.current.readHistory() }
}
