/// The memo list.
final class MemosViewController: UIViewController {}
