import StuntKit

/// The interactor `RootRouter` holds. The seed injects it once, at `init`; the sandbox lets
/// `use interactor ...` swap it mid-session, so every call and every listener callback goes to
/// the object the slot's active variant stands for.
final class SwappableRootInteractor: RootInteractable, ObjectProxy {
  enum Variant: String, CaseIterable {
    case real, mock, spy
  }

  static let descriptor = SlotDescriptor(
    name: "interactor",
    summary: "the root interactor RootRouter is built with, and its children's listener (RootInteractable)",
    variants: [
      VariantDescriptor("real", kind: .real, summary: "RootInteractor: login and logOut route"),
      .mock(summary: "RootInteractableMock: counts activate, deactivate, login, logOut; routes nowhere"),
      VariantDescriptor(.spy, summary: "a real RootInteractor that records its calls"),
    ],
    defaultVariant: "real",
    methods: [
      MethodDescriptor("activate", summary: "RootRouter was launched"),
      MethodDescriptor("deactivate", summary: "RootRouter was detached"),
      MethodDescriptor("login", summary: "the logged-out RIB's listener call"),
      MethodDescriptor("logOut", summary: "the logged-in RIB's listener call"),
    ]
  )

  private let slot: DependencySlot
  private let environment: ModuleEnvironment
  /// The real interactor, which the spy wraps: swapping the two keeps what it did.
  private let real = RootInteractor()
  private lazy var objects = VariantObjects<RootInteractable>(slot) { [unowned self] in self.make($0) }
  weak var router: RootRouting?

  init(slot: DependencySlot, environment: ModuleEnvironment) {
    self.slot = slot
    self.environment = environment
  }

  private func make(_ variant: String) -> RootInteractable {
    switch Variant(rawValue: variant) ?? .real {
    case .real: return real
    case .spy: return RootInteractorSpy(wrapping: real, recording: environment.recording(for: slot))
    case .mock:
      let mock = RootInteractableMock()
      mock.recording = environment.recording(for: slot)
      return mock
    }
  }

  /// The interactor the slot holds now, told who its router is.
  private var current: RootInteractable {
    let interactor = objects.current
    if interactor.router !== router { interactor.router = router }
    return interactor
  }

  var proxied: AnyObject { current }

  /// `use` changed the slot: the active variant's interactor is made now.
  func slotDidChange() {
    _ = current
  }
  var isActive: Bool { current.isActive }
  func activate() { current.activate() }
  func deactivate() { current.deactivate() }
  func login() { current.login() }
  func logOut() { current.logOut() }
}
