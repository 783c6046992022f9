import StuntKit

/// The builder `RootRouter` asks for the logged-in RIB, following the `loggedInBuilder` slot:
/// the seed's test replaces it with `LoggedInBuildableMock`.
final class SwappableLoggedInBuilder: LoggedInBuildable, ObjectProxy {
  private let environment: ModuleEnvironment
  private let programmed: ProgrammedBuild<LoggedInBuildable, LoggedInListener, LoggedInRouting>

  init(environment: ModuleEnvironment, viewController: LoggedInViewControllable) {
    self.environment = environment
    programmed = ProgrammedBuild(environment.dependency(LoggedInBuilderSlot.slot), method: LoggedInBuildableMethod.build) { answer in
      switch LoggedInBuilderSlot.Answer(rawValue: answer) {
      case .loggedInRoutingMock?:
        // One router for every build, as the seed's handler returns its one `loggedInRouter`.
        let router = environment.makeLoggedInRoutingMock()
        return ({ _ in router }, "returns \(environment.objects.name(of: router))")
      case .loggedInRouter?:
        let builder = LoggedInBuilder(viewController: viewController)
        return ({ builder.build(withListener: $0) }, "builds a LoggedInRouter each time")
      case nil:
        return nil
      }
    }
  }

  var proxied: AnyObject { programmed.current }

  func build(withListener listener: LoggedInListener) -> LoggedInRouting {
    programmed.current.build(withListener: listener)
  }

  /// `LoggedInBuildableMock#1, buildHandler returns LoggedInRoutingMock#1`
  var summary: String {
    let name = environment.objects.name(of: self)
    // The mock always has a handler to show (nil, as mockolo's); the spy only once stubbed.
    let showsHandler = programmed.current is LoggedInBuildableMock
      || (programmed.current is LoggedInBuilderSpy && programmed.handler != nil)
    return showsHandler ? "\(name), buildHandler \(programmed.description)" : name
  }
}
