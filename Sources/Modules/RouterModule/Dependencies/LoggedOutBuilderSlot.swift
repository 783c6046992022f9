import StuntKit

/// The `loggedOutBuilder` slot: what builds the logged-out RIB `RootRouter` shows on launch.
enum LoggedOutBuilderSlot {
  static let build = MethodDescriptor(
    LoggedOutBuildableMethod.build.rawValue, parameters: [ParameterDescriptor("listener", .object(typeName: "LoggedOutListener"))],
    returns: .cases(typeName: "LoggedOutRouting", [String(describing: LoggedOutRouter.self)]),
    summary: "builds the LoggedOut RIB for a listener", matchesArguments: false)

  static let slot = Slot<LoggedOutBuildable>(
    "loggedOutBuilder",
    summary: "builds the logged-out RIB RootRouter shows on launch (LoggedOutBuildable)",
    methods: [build],
    exercisedBy: ["send launch"],
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
}
