import StuntKit

/// The `loggedOutBuilder` slot's mock, as in the seed: `buildHandler` says what `build` returns;
/// without one, mockolo's mock would `fatalError`.
///
/// ```swift
/// // live: RootRouter(..., loggedOutBuilder: LoggedOutBuilder(), ...)
/// // test: let builder = LoggedOutBuildableMock(); builder.buildHandler = { _ in loggedOutRouter }
/// ```
final class LoggedOutBuildableMock: LoggedOutBuildable, BuildHandling {
  // Function Handlers
  var buildHandler: ((_ listener: LoggedOutListener) -> LoggedOutRouting)?
  var buildCallCount: Int = 0
  /// mockolo's argument history.
  var buildArgValues: [LoggedOutListener] = []

  var recorder: CallRecorder?
  /// What `build` returns when no handler was set, after reporting it.
  var standIn: (LoggedOutListener) -> LoggedOutRouting = { LoggedOutBuilder().build(withListener: $0) }

  func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
    buildCallCount += 1
    buildArgValues.append(listener)
    recorder?.record(LoggedOutBuildableMethod.build, objects: [("listener", listener)])
    if let buildHandler = buildHandler {
      return buildHandler(listener)
    }
    return MissingHandler.report("build", standIn: standIn(listener), recorder: recorder)
  }
}
