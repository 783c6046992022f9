import StuntKit

/// The `historyManager` slot: where the real `HistoryRepository` keeps the history.
enum HistoryManagerSlot {
  static let real = Variant<any HistoryManagerProtocol>.real(
    summary: "HistoryManager: the history table of the same SQLite file", options: [ProjectStore.fileOption]
  ) { context in HistoryManager(database: ProjectStore.database(for: context)) }

  static let slot = Slot<any HistoryManagerProtocol>(
    "historyManager",
    summary: "keeps the board's history (HistoryManagerProtocol)",
    methods: HistoryManagerProtocolDoubles.methods,
    exercisedBy: [#"send createHistory editedType=edit title="기획""#],
    variants: [
      real,
      Variant(.stub, summary: "StubHistoryManager (the seed's): read answers `stub`, entries are dropped", options: [.strict]) { context in
        StubHistoryManager(answers: context.answers)
      },
    ] + HistoryManagerProtocolDoubles.variants([.spy, .mock, .failing])
  )

  @MainActor static func swappable(_ environment: ModuleEnvironment) -> HistoryManagerProtocolDoubles.Swappable {
    HistoryManagerProtocolDoubles.Swappable(dependency: environment.dependency(slot))
  }
}
