import StuntKit

/// The interactor `RootRouter` holds. The seed injects it once, at `init`; the sandbox lets
/// `use interactor ...` swap it mid-session, so every call and every listener callback goes to
/// the object the slot's active variant stands for.
final class SwappableRootInteractor: RootInteractable, ObjectProxy {
  /// The real interactor, which the spy wraps: swapping the two keeps what it did.
  static let real = Variant<RootInteractable>.real(summary: "RootInteractor: login and logOut route") { _ in
    RootInteractor()
  }

  static let slot = Slot<RootInteractable>(
    "interactor",
    summary: "the root interactor RootRouter is built with, and its children's listener (RootInteractable)",
    methods: [
      MethodDescriptor(InteractableMethod.activate.rawValue, summary: "RootRouter was launched"),
      MethodDescriptor(InteractableMethod.deactivate.rawValue, summary: "RootRouter was detached"),
      MethodDescriptor(LoggedOutListenerMethod.login.rawValue, summary: "the logged-out RIB's listener call"),
      MethodDescriptor(LoggedInListenerMethod.logOut.rawValue, summary: "the logged-in RIB's listener call"),
    ],
    variants: [
      real,
      .mock(summary: "RootInteractableMock: counts activate, deactivate, login, logOut; routes nowhere") { context in
        let mock = RootInteractableMock()
        mock.recorder = context.recorder
        return mock
      },
      Variant(.spy, summary: "a real RootInteractor that records its calls") { context in
        RootInteractorSpy(wrapping: context.client(of: real), recorder: context.recorder)
      },
    ]
  )

  private let dependency: LiveSlot<RootInteractable>
  weak var router: RootRouting?

  init(environment: ModuleEnvironment) {
    dependency = environment.dependency(Self.slot)
    // `use` and `stub` make the new variant's object at once, so it is named when swapped in.
    dependency.onChange { [weak self] in _ = self?.current }
  }

  /// The interactor the slot holds now, told who its router is.
  private var current: RootInteractable {
    let interactor = dependency.current
    if interactor.router !== router { interactor.router = router }
    return interactor
  }

  var proxied: AnyObject { current }

  var isActive: Bool { current.isActive }
  func activate() { current.activate() }
  func deactivate() { current.deactivate() }
  func login() { current.login() }
  func logOut() { current.logOut() }
}
