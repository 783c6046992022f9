import Foundation
import OpenCombine
import StuntKit

/// The `projectRepository` slot: what `DefaultProjectUseCase` keeps the board in. The seed's
/// first test class keeps the real `PersistentRepository` and stubs the manager below it; the
/// second replaces the repository with `MockPersistentRepository`.
enum ProjectRepositorySlot {
  static let real = Variant<any PersistentRepositoryProtocol>.real(
    summary: "PersistentRepository (the seed's): the board's relay over the persistentManager slot",
    uses: [PersistentManagerSlot.slot]
  ) { context in
    PersistentRepository(projectEntities: .init([]), persistentManager: PersistentManagerSlot.swappable(context.environment))
  }

  static let slot = Slot<any PersistentRepositoryProtocol>(
    "projectRepository",
    summary: "where the use case keeps the board (PersistentRepositoryProtocol)",
    methods: PersistentRepositoryProtocolDoubles.methods,
    exercisedBy: [#"send create title="기획" deadline=2022-07-15"#],
    variants: [
      real,
      .mock(summary: "MockPersistentRepository (the seed's): counts calls, keeps nothing; read answers `stub`") { context in
        MockPersistentRepository(recorder: context.recorder, answers: context.answers)
      },
    ] + PersistentRepositoryProtocolDoubles.variants([.spy]) + [
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
  @MainActor static func swappable(_ environment: ModuleEnvironment) -> PersistentRepositoryProtocolDoubles.Swappable {
    PersistentRepositoryProtocolDoubles.Swappable(dependency: environment.dependency(slot))
  }
}
