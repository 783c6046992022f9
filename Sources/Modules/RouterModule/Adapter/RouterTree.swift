import StuntKit

/// The router tree as box-drawing lines, one node per line: the router, its interactor, and
/// whether that interactor is active.
///
/// ```
/// RootRouter#1 · RootInteractor#1 active
/// └─ LoggedInRouter#1 · LoggedInInteractor#1 active
///    └─ MemosRouter#1 · MemosInteractor#1 active
/// ```
@MainActor
enum RouterTree {
  static func draw(_ root: Routing, names: ObjectNames) -> String {
    var lines = [node(root, names)]
    func walk(_ children: [Routing], indent: String) {
      for (index, child) in children.enumerated() {
        let last = index == children.count - 1
        lines.append(indent + (last ? "└─ " : "├─ ") + node(child, names))
        walk(child.children, indent: indent + (last ? "   " : "│  "))
      }
    }
    walk(root.children, indent: "")
    return lines.joined(separator: "\n")
  }

  private static func node(_ router: Routing, _ names: ObjectNames) -> String {
    let interactor = router.interactable
    return "\(names.name(of: router)) · \(names.name(of: interactor)) \(interactor.isActive ? "active" : "inactive")"
  }
}
