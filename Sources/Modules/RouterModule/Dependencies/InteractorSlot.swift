import StuntKit

/// The `interactor` slot: the root interactor `RootRouter` is built with, and its children's
/// listener. The seed's test hands the router a `RootInteractableMock`.
enum InteractorSlot {
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
      .setter(RootInteractableMethod.routerSet, of: (any RootRouting)?.self),
      .setter(RootInteractableMethod.listenerSet, of: (any RootListener)?.self),
    ],
    exercisedBy: ["send launch"],
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
}
