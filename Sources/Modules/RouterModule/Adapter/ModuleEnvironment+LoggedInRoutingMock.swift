import StuntKit

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
