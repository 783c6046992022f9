import StuntKit

/// The root view `RootRouter` presents on, following the `viewController` slot call by call.
/// The logged-in RIB presents its children on it too.
final class SwappableRootViewController: RootViewControllable, LoggedInViewControllable, ObjectProxy {
  enum Variant: String, CaseIterable {
    case real, mock, spy
  }

  static let descriptor = SlotDescriptor(
    name: "viewController",
    summary: "the root view RootRouter presents its children's views on (RootViewControllable)",
    variants: [
      VariantDescriptor("real", kind: .real, summary: "RootViewController: presents for real"),
      .mock(summary: "RootViewControllableMock: counts present and dismiss, shows nothing"),
      VariantDescriptor(.spy, summary: "a real RootViewController that records each present and dismiss"),
    ],
    defaultVariant: "real",
    methods: [
      MethodDescriptor("present", parameters: [ParameterDescriptor("viewController", .object(typeName: "ViewControllable"))], summary: "shows a child's view"),
      MethodDescriptor("dismiss", parameters: [ParameterDescriptor("viewController", .object(typeName: "ViewControllable"))], summary: "hides a child's view"),
    ]
  )

  private let slot: DependencySlot
  private let environment: ModuleEnvironment
  /// The real root view, which the spy wraps: swapping the two keeps what is on screen.
  private let real = RootViewController()
  private lazy var objects = VariantObjects<RootViewControllable>(slot) { [unowned self] in self.make($0) }

  init(slot: DependencySlot, environment: ModuleEnvironment) {
    self.slot = slot
    self.environment = environment
  }

  private func make(_ variant: String) -> RootViewControllable {
    switch Variant(rawValue: variant) ?? .real {
    case .real: return real
    case .spy: return RootViewControllerSpy(wrapping: real, recording: environment.recording(for: slot))
    case .mock:
      let mock = RootViewControllableMock()
      mock.recording = environment.recording(for: slot)
      return mock
    }
  }

  var proxied: AnyObject { objects.current }

  /// `use` changed the slot: the active variant's view is made now.
  func slotDidChange() {
    _ = objects.current
  }
  var uiviewController: UIViewController { objects.current.uiviewController }
  func present(viewController: ViewControllable) { objects.current.present(viewController: viewController) }
  func dismiss(viewController: ViewControllable) { objects.current.dismiss(viewController: viewController) }
}
