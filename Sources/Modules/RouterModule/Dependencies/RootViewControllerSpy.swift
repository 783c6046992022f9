import StuntKit

/// The `viewController` slot's spy: it records each `present` and `dismiss` (which view, in which
/// order) and passes it to the real root view, so what is on screen stays when real and spy swap.
final class RootViewControllerSpy: RootViewControllable {
  let viewController: RootViewControllable
  let recorder: CallRecorder

  init(wrapping viewController: RootViewControllable, recorder: CallRecorder) {
    self.viewController = viewController
    self.recorder = recorder
  }

  var uiviewController: UIViewController { viewController.uiviewController }

  func present(viewController: ViewControllable) {
    let recorded = recorder.record(RootViewControllableMethod.present, objects: [("viewController", viewController)])
    self.viewController.present(viewController: viewController)
    recorded?.returnedNothing()
  }

  func dismiss(viewController: ViewControllable) {
    let recorded = recorder.record(RootViewControllableMethod.dismiss, objects: [("viewController", viewController)])
    self.viewController.dismiss(viewController: viewController)
    recorded?.returnedNothing()
  }
}
