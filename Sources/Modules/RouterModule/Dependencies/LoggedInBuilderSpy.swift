import StuntKit

/// The `loggedInBuilder` slot's spy: records each `build` and its listener, and builds a real
/// logged-in RIB, unless `stub loggedInBuilder.build returns ...` set a handler, as a stubbed
/// spy answers what it was told.
final class LoggedInBuilderSpy: LoggedInBuilder, BuildHandling {
  let recorder: CallRecorder
  var buildHandler: ((_ listener: LoggedInListener) -> LoggedInRouting)?

  init(viewController: LoggedInViewControllable, recorder: CallRecorder) {
    self.recorder = recorder
    super.init(viewController: viewController)
  }

  override func build(withListener listener: LoggedInListener) -> LoggedInRouting {
    let recorded = recorder.record(LoggedInBuildableMethod.build, objects: [("listener", listener)])
    let router = buildHandler?(listener) ?? super.build(withListener: listener)
    recorded?.returned(router)
    return router
  }
}
