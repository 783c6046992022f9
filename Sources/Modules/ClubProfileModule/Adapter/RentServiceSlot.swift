import StuntKit

extension RentServiceEnableDoubles {
  /// The rent service the view model holds; every double but the real one is generated.
  static let slot = Slot<any RentServiceEnable>(
    "rentService",
    summary: "what the rent alert's button reaches (RentServiceEnable.rent / apply)",
    methods: methods,
    variants: [
      .real(summary: "URLSession POST /rentals over real HTTP (the embedded backend unless url= says)", takesURL: true) {
        context in
        let effects = context.environment.effects
        return RentService(baseURL: context.server, launch: { operation in effects.launch(operation: operation) })
      }
    ] + variants([.stub, .spy, .mock, .failing, .dummy])
  )
}
