import StuntKit

/// The builder `RootRouter` asks for the logged-in RIB, following the `loggedInBuilder` slot:
/// the seed's test replaces it with `LoggedInBuildableMock`.
final class SwappableLoggedInBuilder: LoggedInBuildable, ObjectProxy {
  enum Variant: String, CaseIterable {
    case real, mock, spy
  }

  static let descriptor = SlotDescriptor(
    name: "loggedInBuilder",
    summary: "builds the logged-in RIB routeToLoggedInRIB attaches (LoggedInBuildable)",
    variants: [
      VariantDescriptor("real", kind: .real, summary: "LoggedInBuilder: a real LoggedIn RIB, which shows the memos"),
      .mock(
        summary: "LoggedInBuildableMock: buildHandler is `stub loggedInBuilder.build returns LoggedInRoutingMock`"),
      VariantDescriptor(.spy, summary: "a real LoggedInBuilder that records each build and its listener"),
    ],
    defaultVariant: "real",
    methods: [
      MethodDescriptor(
        "build", parameters: [ParameterDescriptor("listener", .object(typeName: "LoggedInListener"))],
        returns: .cases(typeName: "LoggedInRouting", ["LoggedInRoutingMock", "LoggedInRouter"]),
        summary: "builds the LoggedIn RIB for a listener")
    ]
  )

  private let slot: DependencySlot
  private let environment: ModuleEnvironment
  private let viewController: LoggedInViewControllable
  private lazy var objects = VariantObjects<LoggedInBuildable>(slot) { [unowned self] in self.make($0) }
  private var handler = BuildHandler<LoggedInListener, LoggedInRouting>.none

  init(slot: DependencySlot, environment: ModuleEnvironment, viewController: LoggedInViewControllable) {
    self.slot = slot
    self.environment = environment
    self.viewController = viewController
  }

  var proxied: AnyObject { objects.current }

  func build(withListener listener: LoggedInListener) -> LoggedInRouting {
    objects.current.build(withListener: listener)
  }

  /// `use` or `stub` changed the slot: the active variant's builder is made now (with what its
  /// handler returns), and the mock's and the spy's `buildHandler` follow the answer.
  func slotDidChange() {
    _ = objects.current
    let mock = objects[Variant.mock.rawValue] as? LoggedInBuildableMock
    let spy = objects[Variant.spy.rawValue] as? LoggedInBuilderSpy
    guard mock != nil || spy != nil else { return }
    let build = currentHandler().build
    mock?.buildHandler = build
    spy?.buildHandler = build
  }

  /// `LoggedInBuildableMock#1, buildHandler returns LoggedInRoutingMock#1`
  var summary: String {
    let name = environment.objects.name(of: self)
    switch objects.current {
    case is LoggedInBuildableMock: return "\(name), buildHandler \(currentHandler().description)"
    case is LoggedInBuilderSpy where slot.answers.answer(for: "build") != nil:
      return "\(name), buildHandler \(currentHandler().description)"
    default: return name
    }
  }

  private func make(_ variant: String) -> LoggedInBuildable {
    switch Variant(rawValue: variant) ?? .real {
    case .real:
      return LoggedInBuilder(viewController: viewController)
    case .spy:
      let spy = LoggedInBuilderSpy(viewController: viewController, recording: environment.recording(for: slot))
      spy.buildHandler = currentHandler().build
      return spy
    case .mock:
      let mock = LoggedInBuildableMock()
      mock.recording = environment.recording(for: slot)
      mock.standIn = { [environment] in environment.makeLoggedInRoutingMock() }
      mock.buildHandler = currentHandler().build
      return mock
    }
  }

  private func currentHandler() -> BuildHandler<LoggedInListener, LoggedInRouting> {
    let answer = BuildHandler<LoggedInListener, LoggedInRouting>.name(of: slot.answers.answer(for: "build"))
    guard answer != handler.answer else { return handler }
    switch answer {
    case "LoggedInRoutingMock"?:
      // One router for every build, as the seed's handler returns its one `loggedInRouter`.
      let router = environment.makeLoggedInRoutingMock()
      handler = BuildHandler(
        answer: answer, build: { _ in router }, description: "returns \(environment.objects.name(of: router))")
    case "LoggedInRouter"?:
      let builder = LoggedInBuilder(viewController: viewController)
      handler = BuildHandler(
        answer: answer, build: { builder.build(withListener: $0) }, description: "builds a LoggedInRouter each time")
    default:
      handler = .none
    }
    return handler
  }
}
