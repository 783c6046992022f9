import StuntKit

/// The root view `RootRouter` presents on, following the `viewController` slot call by call.
/// The logged-in RIB presents its children on it too.
final class SwappableRootViewController: RootViewControllable, LoggedInViewControllable, ObjectProxy {
  /// The real root view, which the spy wraps: swapping the two keeps what is on screen.
  static let real = Variant<RootViewControllable>.real(summary: "RootViewController: presents for real") { _ in
    RootViewController()
  }

  static let slot = Slot<RootViewControllable>(
    "viewController",
    summary: "the root view RootRouter presents its children's views on (RootViewControllable)",
    methods: [
      MethodDescriptor(
        RootViewControllableMethod.present.rawValue, parameters: [ParameterDescriptor("viewController", .object(typeName: "ViewControllable"))],
        summary: "shows a child's view"),
      MethodDescriptor(
        RootViewControllableMethod.dismiss.rawValue, parameters: [ParameterDescriptor("viewController", .object(typeName: "ViewControllable"))],
        summary: "hides a child's view"),
    ],
    variants: [
      real,
      .mock(summary: "RootViewControllableMock: counts present and dismiss, shows nothing") { context in
        let mock = RootViewControllableMock()
        mock.recorder = context.recorder
        return mock
      },
      Variant(.spy, summary: "a real RootViewController that records each present and dismiss") { context in
        RootViewControllerSpy(wrapping: context.client(of: real), recorder: context.recorder)
      },
    ]
  )

  private let dependency: LiveSlot<RootViewControllable>

  init(environment: ModuleEnvironment) {
    dependency = environment.dependency(Self.slot)
    // `use` and `stub` make the new variant's object at once, so it is named when swapped in.
    dependency.onChange { [weak self] in _ = self?.dependency.current }
  }

  var proxied: AnyObject { dependency.current }

  var uiviewController: UIViewController { dependency.current.uiviewController }
  func present(viewController: ViewControllable) { dependency.current.present(viewController: viewController) }
  func dismiss(viewController: ViewControllable) { dependency.current.dismiss(viewController: viewController) }
}
