/// A loaded module as the engine drives it, by names and `Value`s only: what `ModuleEntry`
/// makes. Authors write a `StuntModule`; its `entry` adapts it to this.
@MainActor
package protocol ModuleInstance: AnyObject {
  /// Sends an input the engine already bound and type-checked against the descriptor.
  func send(_ input: String, _ arguments: InputArguments) throws(ModuleError)
  /// Changes a field declared in the descriptor.
  func set(_ field: String, to value: Value) throws(ModuleError)
  /// The state as custom-dump shows it, read afresh on every call.
  var state: StateNode { get }
  var alert: AlertSnapshot? { get }
  /// The clock `advance` moves, or why there is none to move now.
  func testClock() throws(ModuleError) -> any StuntClock
  func dependencyDidChange(_ slot: DependencySlot)
}
