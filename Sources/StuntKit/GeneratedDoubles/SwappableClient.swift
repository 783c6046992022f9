/// A generated `Swappable`: the client a module hands the system under test, which follows its
/// slot call by call. Where the system under test keeps it in its state (a tuple of its
/// dependencies, `(network: NetworkService, logger: Logger)`), `StateNode(reflecting:)` shows it
/// as `(slot network)`: which double answers changes with `use`, and the live slot's machinery
/// behind it is not the module's state, so the state prints the same whatever is swapped in.
public protocol SwappableClient {
  /// The name of the slot it follows.
  nonisolated var slotName: String { get }
}
