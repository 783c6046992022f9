import StuntKit

extension CallRecorder {
  /// A setter's call, recorded as `@Doubles` records one: the value set, an object by its
  /// name (`newValue: RootRouter#1`), or nil.
  @MainActor
  func record(_ setter: some MethodName, newValue: AnyObject?) {
    record(setter.rawValue, naming: [("newValue", newValue as Any)])
  }
}
