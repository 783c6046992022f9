import StuntKit

/// What the seed's `buildHandler` returns: a logged-in router that only counts. Attaching it
/// activates its interactable and loads it, which is how the seed's test sees `loadCallCount`
/// become 1. Made by `stub loggedInBuilder.build returns LoggedInRoutingMock`.
final class LoggedInRoutingMock: LoggedInRouting {
  // Variables
  var interactable: Interactable { didSet { interactableSetCallCount += 1 } }
  var interactableSetCallCount = 0

  var children: [Routing] = [Routing]() { didSet { childrenSetCallCount += 1 } }
  var childrenSetCallCount = 0

  // Function Handlers
  var cleanupViewsHandler: (() -> Void)?
  var cleanupViewsCallCount: Int = 0

  var loadHandler: (() -> Void)?
  var loadCallCount: Int = 0

  var attachChildHandler: ((_ child: Routing) -> Void)?
  var attachChildCallCount: Int = 0

  var detachChildHandler: ((_ child: Routing) -> Void)?
  var detachChildCallCount: Int = 0

  var detachMemosHandler: (() -> Void)?
  var detachMemosCallCount: Int = 0

  var routeToMemosHandler: (() -> Void)?
  var routeToMemosCallCount: Int = 0

  var recorder: CallRecorder?

  /// The methods `calls`, `mock` and `verify` can name.
  static let methods = [
    MethodDescriptor(LoggedInRoutingMethod.cleanupViews.rawValue, summary: "dismisses the RIB's views"),
    MethodDescriptor(RoutingMethod.load.rawValue, summary: "called once when attached"),
    MethodDescriptor(RoutingMethod.attachChild.rawValue, parameters: [ParameterDescriptor("child", .object(typeName: "Routing"))], summary: "attaches a child"),
    MethodDescriptor(RoutingMethod.detachChild.rawValue, parameters: [ParameterDescriptor("child", .object(typeName: "Routing"))], summary: "detaches a child"),
    MethodDescriptor(LoggedInRoutingMethod.detachMemosRIB.rawValue, summary: "detaches the memos RIB"),
    MethodDescriptor(LoggedInRoutingMethod.routeToMemosRIB.rawValue, summary: "attaches the memos RIB"),
  ]

  init(interactable: LoggedInInteractable) {
    self.interactable = interactable
  }

  func cleanupViews() {
    cleanupViewsCallCount += 1
    recorder?.record(LoggedInRoutingMethod.cleanupViews)
    if let cleanupViewsHandler = cleanupViewsHandler {
      return cleanupViewsHandler()
    }
  }

  func load() {
    loadCallCount += 1
    recorder?.record(RoutingMethod.load)
    if let loadHandler = loadHandler {
      return loadHandler()
    }
  }

  func attachChild(_ child: Routing) {
    attachChildCallCount += 1
    recorder?.record(RoutingMethod.attachChild, objects: [("child", child)])
    if let attachChildHandler = attachChildHandler {
      return attachChildHandler(child)
    }
  }

  func detachChild(_ child: Routing) {
    detachChildCallCount += 1
    recorder?.record(RoutingMethod.detachChild, objects: [("child", child)])
    if let detachChildHandler = detachChildHandler {
      return detachChildHandler(child)
    }
  }

  func detachMemosRIB() {
    detachMemosCallCount += 1
    recorder?.record(LoggedInRoutingMethod.detachMemosRIB)
    if let detachMemosHandler = detachMemosHandler {
      return detachMemosHandler()
    }
  }

  func routeToMemosRIB() {
    routeToMemosCallCount += 1
    recorder?.record(LoggedInRoutingMethod.routeToMemosRIB)
    if let routeToMemosHandler = routeToMemosHandler {
      return routeToMemosHandler()
    }
  }
}
