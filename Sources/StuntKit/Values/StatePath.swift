/// A dotted path into a module's state: `count`, `clubProfileParam.name`, `items.0.title`.
package struct StatePath: Hashable, Sendable, CustomStringConvertible {
  public var components: [String]

  public init(_ text: String) {
    components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  public var description: String { components.joined(separator: ".") }

  static let countWord = "count"

  /// The part of the state at this path, or the first component that does not exist there.
  public func resolve(in root: StateNode) -> Result<StateNode, Missing> {
    var current = root
    for (index, component) in components.enumerated() {
      let children = current.namedChildren
      // `board.todo.count`: how many a collection holds, as Swift spells it.
      if component == Self.countWord, !children.contains(where: { $0.label == component }), let count = current.elementCount {
        current = .scalar(.int(count))
        continue
      }
      guard let child = children.first(where: { $0.label == component }) else {
        return .failure(Missing(
          path: StatePath(components: Array(components.prefix(index + 1))),
          available: children.map(\.label)
        ))
      }
      current = child.node
    }
    return .success(current)
  }

  /// Every path a user can name in `root`, for completion: `count`, `param`, `param.name` ...
  public static func allPaths(in root: StateNode, depth: Int = 3) -> [String] {
    guard depth > 0 else { return [] }
    return root.namedChildren.flatMap { child in
      [child.label] + allPaths(in: child.node, depth: depth - 1).map { child.label + "." + $0 }
    }
  }

  public struct Missing: Error, Equatable, Sendable {
    public var path: StatePath
    public var available: [String]
  }

  init(components: [String]) {
    self.components = components
  }
}

extension StateNode {
  /// How many elements an array, a set or a dictionary holds (through an optional); nil for
  /// anything else.
  fileprivate var elementCount: Int? {
    switch self {
    case .array(let elements), .set(let elements): elements.count
    case .dictionary(let pairs): pairs.count
    case .optional(let wrapped?): wrapped.elementCount
    default: nil
    }
  }
}
