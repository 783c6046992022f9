/// The `loggedInBuilder` slot's spy: records each `build` and its listener, and builds a real
/// logged-in RIB, unless `stub loggedInBuilder.build returns ...` set a handler, as a stubbed
/// spy answers what it was told.
final class LoggedInBuilderSpy: LoggedInBuilder {
  let recording: MockRecording
  var buildHandler: ((_ listener: LoggedInListener) -> LoggedInRouting)?

  init(viewController: LoggedInViewControllable, recording: MockRecording) {
    self.recording = recording
    super.init(viewController: viewController)
  }

  override func build(withListener listener: LoggedInListener) -> LoggedInRouting {
    recording.record("build", [("listener", listener)])
    return buildHandler?(listener) ?? super.build(withListener: listener)
  }
}
