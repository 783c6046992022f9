import StuntKit

/// The `networkManager` slot: the server under the real `NetworkRepository`.
enum NetworkManagerSlot {
  static let real = Variant<any NetworkManagerProtocol>.real(
    summary: "NetworkManager: GET and PUT /projects over real HTTP (the embedded backend unless url= says)",
    takesURL: true
  ) { context in NetworkManager(server: context.server) }

  static let slot = Slot<any NetworkManagerProtocol>(
    "networkManager",
    summary: "the board on the server (NetworkManagerProtocol)",
    methods: NetworkManagerProtocolDoubles.methods,
    exercisedBy: ["send synchronizeNetworkData"],
    variants: [
      real,
      Variant(.stub, summary: "StubNetworkManager (the seed's): read answers `stub`, updates are dropped", options: [.strict]) { context in
        StubNetworkManager(answers: context.answers)
      },
    ] + NetworkManagerProtocolDoubles.variants([.spy, .mock, .failing])
  )

  @MainActor static func swappable(_ environment: ModuleEnvironment) -> NetworkManagerProtocolDoubles.Swappable {
    NetworkManagerProtocolDoubles.Swappable(dependency: environment.dependency(slot))
  }
}
