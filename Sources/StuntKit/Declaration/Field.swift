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

  /// A field whose setter may refuse (a form that is not on screen, a value the type allows but
  /// the field does not): the refusal is the `error:` line, and nothing changes.
  ///
  /// ```swift
  /// Field("content.title", summary: "the detail screen's title") { (module, title: String) throws(ModuleError) in
  ///   try module.detail(to: "edit").content.title = title
  /// }
  /// ```
  public init<FieldValue: InputParameter>(
    _ name: String, summary: String, set: @escaping (Module, FieldValue) throws(ModuleError) -> Void
  ) {
    descriptor = FieldDescriptor(name, FieldValue.valueType, summary: summary)
    assign = { module, value throws(ModuleError) in
      guard let typed = FieldValue(value) else { throw ModuleError("\(name) takes \(FieldValue.valueType)") }
      try set(module, typed)
    }
  }

  public var name: String { descriptor.name }
}
