/// Where a module's dependencies come from when it is loaded, as swift-dependencies'
/// `DependencyContext`: `live` starts every slot at its default (mostly `real`), `test` starts
/// each at its test value, as `TestStore` runs a feature with `testValue`s.
///
/// A slot's test value is its `unimplemented` variant, else its `failing` one
/// (`SlotDescriptor.testVariant`). A slot with neither keeps its default; when that is `real`,
/// its first use in a command reports what swift-dependencies reports of a dependency with no
/// `testValue` ("… has no test implementation, but was accessed from a test context"), unless
/// the session chose it with `use`.
public enum DependencyContext: String, CaseIterable, Equatable, Sendable, Codable {
  case live
  case test
}
