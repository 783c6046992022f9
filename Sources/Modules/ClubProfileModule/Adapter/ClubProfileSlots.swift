import StuntKit

// The view models' two services as slots: the real ones over HTTP, every double generated.

extension ClubProfileServiceEnableDoubles {
  /// The club service the view model holds; every double but the real one is generated.
  static let slot = Slot<any ClubProfileServiceEnable>(
    "clubService",
    summary: "creates the club on the server (ClubProfileServiceEnable.createClub)",
    methods: methods,
    variants: [
      .real(summary: "URLSession POST /clubs over real HTTP (the embedded backend unless url= says)", takesURL: true) {
        context in ClubProfileService(baseURL: context.server)
      }
    ] + variants([.stub, .spy, .mock, .failing, .dummy], unprogrammed: Unprogrammed("a club made of the param") { ClubOfTheParam() })
  )
}

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

/// How the doubles answer: `returns {club}` is the club; `throws "message"` plays the server
/// refusing, its message reaching the alert; a double that refuses fails as a transport does.
extension ClubResponse: ResultCarrying {
  package static func success(_ club: Club) -> Self { Self(club: club) }

  package static func failure(_ error: any Error) -> Self {
    switch error {
    case let stubbed as StubbedError: Self(error: NetworkError(serverError: ServerError(message: stubbed.description)))
    case let refusal as DependencyFailure where refusal.kind == .dummy:
      Self(error: NetworkError(initialError: ServiceError("\(refusal.slot) is a dummy and cannot create clubs")))
    default: Self(error: NetworkError(initialError: ServiceError("\(error)")))
    }
  }
}
