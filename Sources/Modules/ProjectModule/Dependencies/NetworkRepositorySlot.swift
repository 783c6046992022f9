import StuntKit

/// The `networkRepository` slot: the server's board as the use case reaches it.
enum NetworkRepositorySlot {
  static let real = Variant<any NetworkRepositoryProtocol>.real(
    summary: "NetworkRepository (the seed's) over the networkManager slot", uses: [NetworkManagerSlot.slot]
  ) { context in NetworkRepository(networkManger: NetworkManagerSlot.swappable(context.environment)) }

  static let slot = Slot<any NetworkRepositoryProtocol>(
    "networkRepository",
    summary: "the server's board for load and synchronizeNetworkData (NetworkRepositoryProtocol)",
    methods: NetworkRepositoryProtocolDoubles.methods,
    exercisedBy: ["send synchronizeNetworkData"],
    variants: [
      real,
      .mock(summary: "MockNetworkRepository (the seed's): counts calls; read answers `stub`") { context in
        MockNetworkRepository(recorder: context.recorder, answers: context.answers)
      },
    ] + NetworkRepositoryProtocolDoubles.variants([.spy])
  )
}
