/// Drives a `StuntModule` by names: finds the declared input or field and lets its declaration
/// turn the engine's `Value`s into the module's types.
@MainActor
final class TypedModuleInstance<Module: StuntModule>: ModuleInstance {
  private let module: Module
  private let environment: ModuleEnvironment
  private let inputs = Module.Action.inputs
  private let fields = Module.fields

  init(environment: ModuleEnvironment) {
    self.environment = environment
    let module = Module(environment: environment)
    self.module = module
    // Weakly: the environment must not keep the module it was made for.
    environment.moduleState = { [weak module] in module?.state ?? () }
  }

  func send(_ input: String, _ arguments: InputArguments) throws(ModuleError) {
    guard let declared = inputs.first(where: { $0.name == input }) else {
      throw ModuleError("\(Module.info.name) has no input '\(input)'")
    }
    try module.send(try declared.action(arguments))
  }

  func set(_ field: String, to value: Value) throws(ModuleError) {
    guard let declared = fields.first(where: { $0.name == field }) else {
      throw ModuleError("\(Module.info.name) has no field '\(field)' to set")
    }
    try declared.assign(module, value)
  }

  var state: StateNode { CallRecorder.observing { StateNode(reflecting: module.state) } }
  var alert: AlertSnapshot? { CallRecorder.observing { module.alert } }
  func testClock() throws(ModuleError) -> any StuntClock { try module.testClock() }
  func dependencyDidChange(_ slot: DependencySlot) { environment.slotDidChange(slot) }
}
