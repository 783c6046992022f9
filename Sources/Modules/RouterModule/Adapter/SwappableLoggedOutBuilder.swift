import StuntKit

/// The builder `RootRouter` asks for the logged-out RIB, following the `loggedOutBuilder` slot.
final class SwappableLoggedOutBuilder: LoggedOutBuildable, ObjectProxy {
  private let environment: ModuleEnvironment
  private let programmed: ProgrammedBuild<LoggedOutBuildable, LoggedOutListener, LoggedOutRouting>

  init(environment: ModuleEnvironment) {
    self.environment = environment
    // The answer's only possible value is checked by `stub`: a real LoggedOutRouter.
    programmed = ProgrammedBuild(environment.dependency(LoggedOutBuilderSlot.slot), method: LoggedOutBuildableMethod.build) { _ in
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
