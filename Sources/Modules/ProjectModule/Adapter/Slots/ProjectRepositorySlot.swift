import Foundation
import OpenCombine
import StuntKit

/// The `projectRepository` slot: what `DefaultProjectUseCase` keeps the board in. The seed's
/// first test class keeps the real `PersistentRepository` and stubs the manager below it; the
/// second replaces the repository with `MockPersistentRepository`.
enum ProjectRepositorySlot {
  static let create = MethodDescriptor(
    "create", parameters: [ProjectMethods.projectEntity], throws: true, summary: "keeps a new project; the board is sent")
  static let read = MethodDescriptor(
    "read", returns: ProjectMethods.board, summary: "the board's relay (BehaviorRelay in the seed)",
    validate: ProjectMethods.validatesBoard)
  static let readProjectEntityID = MethodDescriptor(
    ProjectMethods.readProjectEntityID, parameters: [ProjectMethods.projectEntityID],
    returns: .optional(.structured(typeName: "ProjectEntity")), summary: "read(projectEntityID:): one project of the board")
  static let update = MethodDescriptor(
    "update", parameters: [ProjectMethods.projectEntity], throws: true, summary: "replaces the project with the same id")
  static let delete = MethodDescriptor(
    "delete", parameters: [ProjectMethods.projectEntityID], throws: true, summary: "forgets a project")
  static let replace = MethodDescriptor(
    "replace", parameters: [ParameterDescriptor("projectEntities", ProjectMethods.board)], throws: true,
    summary: "replace(with:): the board becomes the server's")

  static let real = Variant<any PersistentRepositoryProtocol>.real(
    summary: "PersistentRepository (the seed's): the board's relay over the persistentManager slot",
    uses: [PersistentManagerSlot.slot]
  ) { context in
    PersistentRepository(projectEntities: .init([]), persistentManager: PersistentManagerSlot.swappable(context.environment))
  }

  static let slot = Slot<any PersistentRepositoryProtocol>(
    "projectRepository",
    summary: "where the use case keeps the board (PersistentRepositoryProtocol)",
    methods: [create, read, readProjectEntityID, update, delete, replace],
    variants: [
      real,
      .mock(summary: "MockPersistentRepository (the seed's): counts calls, keeps nothing; read answers `stub`") { context in
        MockPersistentRepository(recorder: context.recorder, answers: context.answers)
      },
      Variant(.spy, summary: "the real PersistentRepository, recording each call", uses: [PersistentManagerSlot.slot]) {
        context in PersistentRepositorySpy(recorder: context.recorder, wrapping: context.client(of: real))
      },
      Variant(
        "forgetful", kind: .real, summary: "PersistentRepository with a planted bug: update never sends the board",
        uses: [PersistentManagerSlot.slot]
      ) { context in
        let persistentManager = PersistentManagerSlot.swappable(context.environment)
        return ForgetfulPersistentRepository(
          repository: PersistentRepository(projectEntities: .init([]), persistentManager: persistentManager),
          persistentManager: persistentManager)
      },
    ]
  )

  /// The use case's repository: whichever variant is active at each call.
  @MainActor static func swappable(_ environment: ModuleEnvironment) -> SwappablePersistentRepository {
    SwappablePersistentRepository(dependency: environment.dependency(slot))
  }
}

/// Whatever the `projectRepository` slot's variant is at the time of each call.
@MainActor
struct SwappablePersistentRepository: PersistentRepositoryProtocol {
  let dependency: LiveSlot<any PersistentRepositoryProtocol>

  func create(projectEntity: ProjectEntity) throws { try dependency.current.create(projectEntity: projectEntity) }
  func read() -> CurrentValueSubject<[ProjectEntity], Never> { dependency.current.read() }
  func read(projectEntityID: UUID?) -> ProjectEntity? { dependency.current.read(projectEntityID: projectEntityID) }
  func update(projectEntity: ProjectEntity) throws { try dependency.current.update(projectEntity: projectEntity) }
  func delete(projectEntityID: UUID) throws { try dependency.current.delete(projectEntityID: projectEntityID) }
  func replace(with projectEntities: [ProjectEntity]) throws { try dependency.current.replace(with: projectEntities) }
}
