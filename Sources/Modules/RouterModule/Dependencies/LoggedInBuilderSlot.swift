import StuntKit

/// The `loggedInBuilder` slot: what builds the logged-in RIB `routeToLoggedInRIB` attaches.
/// The seed's test replaces it with `LoggedInBuildableMock`.
enum LoggedInBuilderSlot {
  /// What `stub loggedInBuilder.build returns ...` may name.
  enum Answer: String, CaseIterable {
    case loggedInRoutingMock = "LoggedInRoutingMock"
    case loggedInRouter = "LoggedInRouter"
  }

  static let build = MethodDescriptor(
    LoggedInBuildableMethod.build.rawValue, parameters: [ParameterDescriptor("listener", .object(typeName: "LoggedInListener"))],
    returns: .cases(typeName: "LoggedInRouting", Answer.allCases.map(\.rawValue)),
    summary: "builds the LoggedIn RIB for a listener", matchesArguments: false)

  static let slot = Slot<LoggedInBuildable>(
    "loggedInBuilder",
    summary: "builds the logged-in RIB routeToLoggedInRIB attaches (LoggedInBuildable)",
    methods: [build],
    exercisedBy: ["send launch", "send routeToLoggedInRIB"],
    variants: [
      .real(summary: "LoggedInBuilder: a real LoggedIn RIB, which shows the memos") { context in
        LoggedInBuilder(viewController: SwappableRootViewController(environment: context.environment))
      },
      .mock(summary: "LoggedInBuildableMock: buildHandler is `stub loggedInBuilder.build returns LoggedInRoutingMock`") {
        context in
        let mock = LoggedInBuildableMock()
        mock.recorder = context.recorder
        mock.standIn = { [environment = context.environment] in environment.makeLoggedInRoutingMock() }
        return mock
      },
      Variant(.spy, summary: "a real LoggedInBuilder that records each build and its listener") { context in
        LoggedInBuilderSpy(
          viewController: SwappableRootViewController(environment: context.environment), recorder: context.recorder)
      },
    ]
  )
}

extension ModuleEnvironment {
  /// A `LoggedInRoutingMock` and its `LoggedInInteractableMock`, both object doubles.
  func makeLoggedInRoutingMock() -> LoggedInRoutingMock {
    let interactable = LoggedInInteractableMock()
    let router = LoggedInRoutingMock(interactable: interactable)
    router.recorder = recorder(forDouble: router, methods: LoggedInRoutingMock.methods)
    interactable.recorder = recorder(forDouble: interactable, methods: LoggedInInteractableMock.methods)
    return router
  }
}
