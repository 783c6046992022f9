import StuntKit

extension ModuleSession {
  var name: String { descriptor.name }

  /// Slots, then the object doubles made so far, in the order they were made.
  var doubleNames: [String] {
    get async throws(CommandError) { slots.all.map(\.name) + (try await objectDoubles).map(\.name) }
  }

  /// The methods of a slot or an object double; nil when nothing has that name.
  func methods(ofDouble name: String) async throws(CommandError) -> [MethodDescriptor]? {
    if let slot = slots[name] { return slot.descriptor.methods }
    return try await objectDoubles.first { $0.name == name }?.methods
  }

  func calls(to double: String, method: String? = nil) async throws(CommandError) -> [CallLog.Call] {
    try await calls.to(double, method: method)
  }

  /// A slot or object double by name, or a usage error with a suggestion.
  func double(_ name: String) async throws(CommandError) -> (name: String, methods: [MethodDescriptor]) {
    guard let methods = try await methods(ofDouble: name) else {
      throw Suggestion.unknown("slot", name, among: try await doubleNames)
    }
    return (name, methods)
  }

  /// A method whose calls are counted (`mock`, `verify`, `calls`, `expect calls.`): a
  /// property's getter is refused, since reads are not recorded, pointing at its setter.
  func recordedMethod(_ target: String) async throws(CommandError) -> DoubleMethod {
    let named = try await method(target)
    guard named.method.records else {
      let setter = named.target + ".set"
      let hasSetter = (try await methods(ofDouble: named.double) ?? []).contains { $0.name == named.method.name + ".set" }
      throw CommandError(
        "\(named.target) reads a property, and reads are not recorded (mockolo counts none)"
          + (hasSetter ? " — count its setter: \(setter)" : ""))
    }
    return named
  }

  /// The double and method named by `<double>.<method>`, or a usage error with a suggestion.
  func method(_ target: String) async throws(CommandError) -> DoubleMethod {
    let parts = target.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2 else {
      // The double typed, when it is one, makes the example: `numberFact` → `numberFact.fetch`.
      let named = try await methods(ofDouble: target).flatMap { $0.first.map { [(target, $0)] } }
      let example = (named ?? slots.all.compactMap { slot in slot.descriptor.methods.first.map { (slot.name, $0) } }).first
      throw CommandError("'\(target)' names no method — write <slot>.<method>, e.g. " + (example.map { "\($0.0).\($0.1.name)" } ?? "slot.method"))
    }
    let double = try await double(parts[0])
    guard let method = double.methods.first(where: { $0.name == parts[1] }) else {
      throw Suggestion.unknown("method of \(double.name)", parts[1], among: double.methods.map(\.name))
    }
    return DoubleMethod(double: double.name, slot: slots[double.name], method: method)
  }
}

extension [CallLog.Call] {
  /// The calls to one double, or to one of its methods.
  func to(_ double: String, method: String? = nil) -> [CallLog.Call] {
    filter { $0.double == double && (method == nil || $0.method == method) }
  }
}
