import StuntKit

/// The builder `RootRouter` asks for the logged-out RIB, following the `loggedOutBuilder` slot.
final class SwappableLoggedOutBuilder: LoggedOutBuildable, ObjectProxy {
  static let build = MethodDescriptor(
    LoggedOutBuildableMethod.build.rawValue, parameters: [ParameterDescriptor("listener", .object(typeName: "LoggedOutListener"))],
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

  private let environment: ModuleEnvironment
  private let programmed: ProgrammedBuild<LoggedOutBuildable, LoggedOutListener, LoggedOutRouting>

  init(environment: ModuleEnvironment) {
    self.environment = environment
    // The answer's only possible value is checked by `stub`: a real LoggedOutRouter.
    programmed = ProgrammedBuild(environment.dependency(Self.slot), method: LoggedOutBuildableMethod.build) { _ in
      ({ LoggedOutBuilder().build(withListener: $0) }, "builds a LoggedOutRouter each time")
    }
  }

  var proxied: AnyObject { programmed.current }

  func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
    programmed.current.build(withListener: listener)
  }

  /// `LoggedOutBuildableMock#1, buildHandler nil`
  var summary: String {
    let name = environment.objects.name(of: self)
    return programmed.current is LoggedOutBuildableMock ? "\(name), buildHandler \(programmed.description)" : name
  }
}
