import StuntKit

/// The `interactor` slot's spy: it records every call and passes it to the real `RootInteractor`
/// (login and logOut really route). Meszaros' spy records calls for later verification; this
/// one wraps the real object, as Mockito's and Mockingbird's spies do, so a test sees the calls
/// and the routing both, and swapping real for spy keeps the interactor's state.
///
/// ```swift
/// // test: did the login reach the root before the logged-in RIB was built?
/// use interactor spy; send launch; send login; verify order interactor.login loggedInBuilder.build
/// ```
final class RootInteractorSpy: RootInteractable {
  let interactor: RootInteractable
  let recorder: CallRecorder

  init(wrapping interactor: RootInteractable, recorder: CallRecorder) {
    self.interactor = interactor
    self.recorder = recorder
  }

  var router: RootRouting? {
    get { interactor.router }
    set {
      recorder.record(RootInteractableMethod.routerSet, newValue: newValue)
      interactor.router = newValue
    }
  }

  var listener: RootListener? {
    get { interactor.listener }
    set {
      recorder.record(RootInteractableMethod.listenerSet, newValue: newValue)
      interactor.listener = newValue
    }
  }

  var isActive: Bool { interactor.isActive }

  func activate() {
    let recorded = recorder.record(InteractableMethod.activate)
    interactor.activate()
    recorded?.returnedNothing()
  }

  func deactivate() {
    let recorded = recorder.record(InteractableMethod.deactivate)
    interactor.deactivate()
    recorded?.returnedNothing()
  }

  func login() {
    let recorded = recorder.record(LoggedOutListenerMethod.login)
    interactor.login()
    recorded?.returnedNothing()
  }

  func logOut() {
    let recorded = recorder.record(LoggedInListenerMethod.logOut)
    interactor.logOut()
    recorded?.returnedNothing()
  }
}
