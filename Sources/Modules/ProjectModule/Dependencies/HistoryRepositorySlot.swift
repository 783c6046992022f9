import StuntKit

/// The `historyRepository` slot: the board's history as the use case reaches it.
enum HistoryRepositorySlot {
  static let real = Variant<any HistoryRepositoryProtocol>.real(
    summary: "HistoryRepository (the seed's) over the historyManager slot", uses: [HistoryManagerSlot.slot]
  ) { context in HistoryRepository(historyManager: HistoryManagerSlot.swappable(context.environment)) }

  static let slot = Slot<any HistoryRepositoryProtocol>(
    "historyRepository",
    summary: "the board's history (HistoryRepositoryProtocol)",
    methods: HistoryRepositoryProtocolDoubles.methods,
    exercisedBy: [#"send createHistory editedType=edit title="기획""#],
    variants: [
      real,
      .mock(summary: "MockHistoryRepository (the seed's): counts calls, keeps nothing") { context in
        MockHistoryRepository(recorder: context.recorder, answers: context.answers)
      },
    ] + HistoryRepositoryProtocolDoubles.variants([.spy])
  )
}
