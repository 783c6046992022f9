import StuntKit

extension ModuleEnvironment {
  /// Registers an object double and returns how it records: under its own name.
  func recording(forDouble object: AnyObject, methods: [MethodDescriptor]) -> MockRecording {
    MockRecording(recorder: CallRecorder(double: register(double: object, methods: methods), calls: calls), names: objects)
  }

  /// A `LoggedInRoutingMock` and its `LoggedInInteractableMock`, both object doubles.
  func makeLoggedInRoutingMock() -> LoggedInRoutingMock {
    let interactable = LoggedInInteractableMock()
    let router = LoggedInRoutingMock(interactable: interactable)
    router.recording = recording(forDouble: router, methods: LoggedInRoutingMock.methods)
    interactable.recording = recording(forDouble: interactable, methods: LoggedInInteractableMock.methods)
    return router
  }
}
