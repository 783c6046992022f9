import StuntKit

/// The builder `RootRouter` asks for the logged-out RIB, following the `loggedOutBuilder` slot.
final class SwappableLoggedOutBuilder: LoggedOutBuildable, ObjectProxy {
  static let build = MethodDescriptor(
    "build", parameters: [ParameterDescriptor("listener", .object(typeName: "LoggedOutListener"))],
    returns: .cases(typeName: "LoggedOutRouting", [String(describing: LoggedOutRouter.self)]),
    summary: "builds the LoggedOut RIB for a listener")

  static let slot = Slot<LoggedOutBuildable>(
    "loggedOutBuilder",
    summary: "builds the logged-out RIB RootRouter shows on launch (LoggedOutBuildable)",
    methods: [build],
    variants: [
      .real(summary: "LoggedOutBuilder: a real LoggedOut RIB") { _ in LoggedOutBuilder() },
      .mock(summary: "LoggedOutBuildableMock: buildHandler is `stub loggedOutBuilder.build returns LoggedOutRouter`") {
        context in
        let mock = LoggedOutBuildableMock()
        mock.recorder = context.recorder
        return mock
      },
    ]
  )

  private let dependency: LiveSlot<LoggedOutBuildable>
  private let environment: ModuleEnvironment
  private var handler = BuildHandler<LoggedOutListener, LoggedOutRouting>.none

  init(environment: ModuleEnvironment) {
    self.environment = environment
    dependency = environment.dependency(Self.slot)
    // `use` and `stub` make the new variant's object at once, so it is named when swapped in.
    dependency.onChange { [weak self] in _ = self?.current }
  }

  /// The active builder; the mock's `buildHandler` follows the programmed answer.
  private var current: LoggedOutBuildable {
    let builder = dependency.current
    for case let mock as LoggedOutBuildableMock in dependency.madeClients {
      mock.buildHandler = currentHandler().build
    }
    return builder
  }

  var proxied: AnyObject { current }

  func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
    current.build(withListener: listener)
  }


  /// `LoggedOutBuildableMock#1, buildHandler nil`
  var summary: String {
    let name = environment.objects.name(of: self)
    return current is LoggedOutBuildableMock ? "\(name), buildHandler \(currentHandler().description)" : name
  }

  private func currentHandler() -> BuildHandler<LoggedOutListener, LoggedOutRouting> {
    let answer = BuildHandler<LoggedOutListener, LoggedOutRouting>.name(of: dependency.answers.answer(for: Self.build.name))
    guard answer != handler.answer else { return handler }
    // The answer's only possible value is checked by `stub`: a real LoggedOutRouter.
    handler =
      answer == nil
      ? .none
      : BuildHandler(
        answer: answer, build: { LoggedOutBuilder().build(withListener: $0) }, description: "builds a LoggedOutRouter each time")
    return handler
  }
}
