import StuntKit

/// Builds the logged-out RIB for a listener.
@MethodNames
@MainActor
protocol LoggedOutBuildable: AnyObject {
  func build(withListener listener: LoggedOutListener) -> LoggedOutRouting
}

final class LoggedOutBuilder: LoggedOutBuildable {
  func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
    let interactor = LoggedOutInteractor()
    interactor.listener = listener
    return LoggedOutRouter(interactor: interactor, viewController: LoggedOutViewController())
  }
}

/// The login screen.
final class LoggedOutViewController: UIViewController {}
