/// The login screen.
final class LoggedOutViewController: UIViewController {}
