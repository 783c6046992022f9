/// A state field `set` may change, declared with the key path that changes it.
///
/// ```swift
/// static let fields = [Field("count", \CounterModule.count, summary: "start from another count")]
/// ```
@MainActor
public struct Field<Module: AnyObject> {
  package let descriptor: FieldDescriptor
  let assign: (Module, Value) throws(ModuleError) -> Void

  public init<FieldValue: InputParameter>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Module, FieldValue>, summary: String
  ) {
    descriptor = FieldDescriptor(name, FieldValue.valueType, summary: summary)
    assign = { module, value throws(ModuleError) in
      guard let typed = FieldValue(value) else { throw ModuleError("\(name) takes \(FieldValue.valueType)") }
      module[keyPath: keyPath] = typed
    }
  }

  public var name: String { descriptor.name }
}
