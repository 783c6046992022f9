import StuntKit

/// The `persistentManager` slot: the device store under the real `PersistentRepository`.
/// Spy, failing, dummy and unimplemented doubles are generated from the protocol (`@Doubles`).
enum PersistentManagerSlot {
  static let real = Variant<any PersistentManagerProtocol>.real(
    summary: "PersistentManager: rows in an SQLite file through GRDB", options: [ProjectStore.fileOption]
  ) { context in PersistentManager(database: ProjectStore.database(for: context)) }

  static let slot = Slot<any PersistentManagerProtocol>(
    "persistentManager",
    summary: "keeps the projects on the device (the seed's CoreData; PersistentManagerProtocol)",
    methods: PersistentManagerProtocolDoubles.methods,
    exercisedBy: [#"send create title="기획" deadline=2022-07-15"#],
    variants: [
      real,
      Variant(.fake, summary: "InMemoryPersistentManager: an array, as strict as the file") { _ in InMemoryPersistentManager() },
      Variant(.stub, summary: "StubPersistentManager (the seed's): read answers `stub`, writes are dropped", options: [.strict]) { context in
        StubPersistentManager(answers: context.answers)
      },
    ] + PersistentManagerProtocolDoubles.variants([.spy, .mock, .failing])
  )

  @MainActor static func swappable(_ environment: ModuleEnvironment) -> PersistentManagerProtocolDoubles.Swappable {
    PersistentManagerProtocolDoubles.Swappable(dependency: environment.dependency(slot))
  }
}
