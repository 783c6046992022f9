import StuntKit

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
