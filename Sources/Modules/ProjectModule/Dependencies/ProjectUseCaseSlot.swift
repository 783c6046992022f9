import Foundation
import OpenCombine
import StuntKit

/// The `projectUseCase` slot: what both view models hold. The seed's `MainVCViewModelTests`
/// replace it with `MockProjectUseCase`.
enum ProjectUseCaseSlot {
  private static let repositories: [any DeclaredSlot] = [
    ProjectRepositorySlot.slot, NetworkRepositorySlot.slot, HistoryRepositorySlot.slot,
  ]

  static let real = Variant<any ProjectUseCaseProtocol>.real(
    summary: "DefaultProjectUseCase (the seed's system under test) over the three repository slots", uses: repositories
  ) { context in overRepositories(context.environment, DefaultProjectUseCase.init) }

  static let slot = Slot<any ProjectUseCaseProtocol>(
    "projectUseCase",
    summary: "what both view models ask (ProjectUseCaseProtocol)",
    methods: ProjectUseCaseProtocolDoubles.methods,
    exercisedBy: [#"send create title="기획" deadline=2022-07-15"#],
    variants: [
      real,
      .mock(summary: "MockProjectUseCase (the seed's): counts calls; read answers `stub`") { context in
        MockProjectUseCase(recorder: context.recorder, answers: context.answers)
      },
    ] + ProjectUseCaseProtocolDoubles.variants([.spy]) + [
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
