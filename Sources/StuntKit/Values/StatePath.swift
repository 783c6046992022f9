/// A dotted path into a module's state: `count`, `clubProfileParam.name`, `items.0.title`.
public struct StatePath: Hashable, Sendable, CustomStringConvertible {
  public var components: [String]

  public init(_ text: String) {
    components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  public var description: String { components.joined(separator: ".") }

  /// The value at this path in `root`, or the first component that does not exist there.
  public func resolve(in root: Any) -> Result<Any, Missing> {
    var current = root
    for (index, component) in components.enumerated() {
      let children = StatePath.children(of: current)
      guard let child = children.first(where: { $0.label == component }) else {
        return .failure(Missing(
          path: StatePath(components: Array(components.prefix(index + 1))),
          available: children.map(\.label)
        ))
      }
      current = child.value
    }
    return .success(current)
  }

  /// Every path a user can name in `root`, for completion: `count`, `param`, `param.name` ...
  public static func allPaths(in root: Any, depth: Int = 3) -> [String] {
    guard depth > 0 else { return [] }
    return children(of: root).flatMap { child in
      [child.label] + allPaths(in: child.value, depth: depth - 1).map { child.label + "." + $0 }
    }
  }

  public struct Missing: Error, Equatable, Sendable {
    public var path: StatePath
    public var available: [String]
  }

  init(components: [String]) {
    self.components = components
  }

  /// Named children, looking through optionals; collections are numbered from 0.
  static func children(of value: Any) -> [(label: String, value: Any)] {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { children(of: $0.value) } ?? []
    case .collection:
      return mirror.children.enumerated().map { (String($0.offset), $0.element.value) }
    case .set:
      // Numbered in a stable order: a Set's own order changes from run to run.
      let sorted = mirror.children.map(\.value).sorted { Value(reflecting: $0).description < Value(reflecting: $1).description }
      return sorted.enumerated().map { (String($0.offset), $0.element) }
    case .struct, .class, .tuple:
      return mirror.children.enumerated().map { ($0.element.label ?? String($0.offset), $0.element.value) }
    default:
      return []
    }
  }
}
