/// The `viewController` slot's spy: it records each `present` and `dismiss` (which view, in which
/// order) and passes it to the real root view, so what is on screen stays when real and spy swap.
final class RootViewControllerSpy: RootViewControllable {
  let viewController: RootViewControllable
  let recording: MockRecording

  init(wrapping viewController: RootViewControllable, recording: MockRecording) {
    self.viewController = viewController
    self.recording = recording
  }

  var uiviewController: UIViewController { viewController.uiviewController }

  func present(viewController: ViewControllable) {
    recording.record("present", [("viewController", viewController)])
    self.viewController.present(viewController: viewController)
  }

  func dismiss(viewController: ViewControllable) {
    recording.record("dismiss", [("viewController", viewController)])
    self.viewController.dismiss(viewController: viewController)
  }
}
