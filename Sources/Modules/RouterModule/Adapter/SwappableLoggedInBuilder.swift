import StuntKit

/// The builder `RootRouter` asks for the logged-in RIB, following the `loggedInBuilder` slot:
/// the seed's test replaces it with `LoggedInBuildableMock`.
final class SwappableLoggedInBuilder: LoggedInBuildable, ObjectProxy {
  /// What `stub loggedInBuilder.build returns ...` may name.
  enum Answer: String, CaseIterable {
    case loggedInRoutingMock = "LoggedInRoutingMock"
    case loggedInRouter = "LoggedInRouter"
  }

  static let build = MethodDescriptor(
    "build", parameters: [ParameterDescriptor("listener", .object(typeName: "LoggedInListener"))],
    returns: .cases(typeName: "LoggedInRouting", Answer.allCases.map(\.rawValue)),
    summary: "builds the LoggedIn RIB for a listener")

  static let slot = Slot<LoggedInBuildable>(
    "loggedInBuilder",
    summary: "builds the logged-in RIB routeToLoggedInRIB attaches (LoggedInBuildable)",
    methods: [build],
    variants: [
      .real(summary: "LoggedInBuilder: a real LoggedIn RIB, which shows the memos") { context in
        LoggedInBuilder(viewController: SwappableRootViewController(environment: context.environment))
      },
      .mock(summary: "LoggedInBuildableMock: buildHandler is `stub loggedInBuilder.build returns LoggedInRoutingMock`") {
        context in
        let mock = LoggedInBuildableMock()
        mock.recorder = context.recorder
        mock.standIn = { [environment = context.environment] in environment.makeLoggedInRoutingMock() }
        return mock
      },
      Variant(.spy, summary: "a real LoggedInBuilder that records each build and its listener") { context in
        LoggedInBuilderSpy(
          viewController: SwappableRootViewController(environment: context.environment), recorder: context.recorder)
      },
    ]
  )

  private let dependency: LiveSlot<LoggedInBuildable>
  private let environment: ModuleEnvironment
  private let viewController: LoggedInViewControllable
  private var handler = BuildHandler<LoggedInListener, LoggedInRouting>.none

  init(environment: ModuleEnvironment, viewController: LoggedInViewControllable) {
    self.environment = environment
    self.viewController = viewController
    dependency = environment.dependency(Self.slot)
    // `use` and `stub` make the new variant's object at once, so it is named when swapped in.
    dependency.onChange { [weak self] in _ = self?.current }
  }

  /// The active builder; the mock's and the spy's `buildHandler` follow the programmed answer.
  private var current: LoggedInBuildable {
    let builder = dependency.current
    let handled = dependency.madeClients.filter { $0 is LoggedInBuildableMock || $0 is LoggedInBuilderSpy }
    if !handled.isEmpty {
      let build = currentHandler().build
      for case let mock as LoggedInBuildableMock in handled { mock.buildHandler = build }
      for case let spy as LoggedInBuilderSpy in handled { spy.buildHandler = build }
    }
    return builder
  }

  var proxied: AnyObject { current }

  func build(withListener listener: LoggedInListener) -> LoggedInRouting {
    current.build(withListener: listener)
  }


  /// `LoggedInBuildableMock#1, buildHandler returns LoggedInRoutingMock#1`
  var summary: String {
    let name = environment.objects.name(of: self)
    switch current {
    case is LoggedInBuildableMock: return "\(name), buildHandler \(currentHandler().description)"
    case is LoggedInBuilderSpy where dependency.answers.answer(for: Self.build.name) != nil:
      return "\(name), buildHandler \(currentHandler().description)"
    default: return name
    }
  }

  private func currentHandler() -> BuildHandler<LoggedInListener, LoggedInRouting> {
    let answer = BuildHandler<LoggedInListener, LoggedInRouting>.name(of: dependency.answers.answer(for: Self.build.name))
    guard answer != handler.answer else { return handler }
    switch answer.flatMap(Answer.init(rawValue:)) {
    case .loggedInRoutingMock?:
      // One router for every build, as the seed's handler returns its one `loggedInRouter`.
      let router = environment.makeLoggedInRoutingMock()
      handler = BuildHandler(
        answer: answer, build: { _ in router }, description: "returns \(environment.objects.name(of: router))")
    case .loggedInRouter?:
      let builder = LoggedInBuilder(viewController: viewController)
      handler = BuildHandler(
        answer: answer, build: { builder.build(withListener: $0) }, description: "builds a LoggedInRouter each time")
    case nil:
      handler = .none
    }
    return handler
  }
}
