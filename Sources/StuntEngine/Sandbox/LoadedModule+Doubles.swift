import StuntKit

extension LoadedModule {
  /// Slots, then the object doubles made so far, in the order they were made.
  var doubleNames: [String] {
    slots.all.map(\.name) + environment.objects.doubles.map(\.name)
  }

  /// The methods of a slot or an object double; nil when nothing has that name.
  func methods(ofDouble name: String) -> [MethodDescriptor]? {
    slots[name]?.descriptor.methods ?? environment.objects.double(named: name)?.methods
  }

  /// Tells the module that `use` or `stub` changed a slot; returns the object doubles it made
  /// (a mock's programmed answer), so the command can name them.
  func dependencyDidChange(_ slot: DependencySlot) throws(CommandError) -> [String] {
    let before = environment.objects.doubles.count
    try call { module throws(ModuleError) in module.dependencyDidChange(slot) }
    return environment.objects.doubles.dropFirst(before).map(\.name)
  }

  /// The object a word names: a slot (the object it holds now) or an object by its own name.
  func objectName(_ word: String) -> String? {
    let objects = environment.objects
    if let slot = slots[word] { return objects.object(in: slot.name) }
    return objects.isName(word) ? word : nil
  }

  /// A slot or object double by name, or a usage error with a suggestion.
  func double(_ name: String) throws(CommandError) -> (name: String, methods: [MethodDescriptor]) {
    guard let methods = methods(ofDouble: name) else {
      throw Suggestion.unknown("slot", name, among: doubleNames)
    }
    return (name, methods)
  }

  /// The double and method named by `<double>.<method>`, or a usage error with a suggestion.
  func method(_ target: String) throws(CommandError) -> DoubleMethod {
    let parts = target.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2 else {
      throw CommandError("'\(target)' names no method — write <slot>.<method>, e.g. "
        + (slots.all.lazy.compactMap { slot in slot.descriptor.methods.first.map { "\(slot.name).\($0.name)" } }.first ?? "slot.method"))
    }
    let double = try double(parts[0])
    guard let method = double.methods.first(where: { $0.name == parts[1] }) else {
      throw Suggestion.unknown("method of \(double.name)", parts[1], among: double.methods.map(\.name))
    }
    return DoubleMethod(double: double.name, slot: slots[double.name], method: method)
  }
}
