/// Builds the memos RIB for a listener.
@MainActor
protocol MemosBuildable: AnyObject {
  func build(withListener listener: MemosListener) -> MemosRouting
}

final class MemosBuilder: MemosBuildable {
  func build(withListener listener: MemosListener) -> MemosRouting {
    let interactor = MemosInteractor()
    interactor.listener = listener
    return MemosRouter(interactor: interactor, viewController: MemosViewController())
  }
}

/// The memo list.
final class MemosViewController: UIViewController {}
