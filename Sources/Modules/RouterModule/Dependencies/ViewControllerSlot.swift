import StuntKit

/// The `viewController` slot: the root view `RootRouter` presents its children's views on.
enum ViewControllerSlot {
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
    exercisedBy: ["send launch"],
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
}
