import StuntKit

/// The `loggedInBuilder` slot's mock, the seed's star: the test sets `buildHandler` to capture
/// the listener and return a `LoggedInRoutingMock`, then checks `buildCallCount`.
///
/// ```swift
/// // live: RootRouter(..., loggedInBuilder: LoggedInBuilder(viewController: rootViewController))
/// // test: the seed's test_routeToLoggedIn_verifyInvokeBuilderAttachReturnedRouter
/// loggedInBuilder.buildHandler = { listener in assignedListener = listener; return loggedInRouter }
/// rootRouter.routeToLoggedInRIB()
/// XCTAssertEqual(loggedInBuilder.buildCallCount, 1)
/// ```
final class LoggedInBuildableMock: LoggedInBuildable, BuildHandling {
  // Function Handlers
  var buildHandler: ((_ listener: LoggedInListener) -> LoggedInRouting)?
  var buildCallCount: Int = 0
  /// mockolo's argument history.
  var buildArgValues: [LoggedInListener] = []

  var recorder: CallRecorder?
  /// What `build` returns when no handler was set, after reporting it.
  var standIn: () -> LoggedInRouting = { LoggedInRoutingMock(interactable: LoggedInInteractableMock()) }

  init() {}

  func build(withListener listener: LoggedInListener) -> LoggedInRouting {
    buildCallCount += 1
    buildArgValues.append(listener)
    recorder?.record(LoggedInBuildableMethod.build, objects: [("listener", listener)])
    if let buildHandler = buildHandler {
      return buildHandler(listener)
    }
    return MissingHandler.report("build", standIn: standIn(), recorder: recorder)
  }
}
