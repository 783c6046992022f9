import Testing

/// Runs each test of a suite (or one test) on the main serial executor, as `stunt` runs a
/// session, and one such test at a time in the process (`MainSerialTurn`); the tests without it
/// run in parallel beside them as they like.
///
/// ```swift
/// @MainActor
/// @Suite(.mainSerialExecutor)
/// struct WarehouseEngineTests {
///   @Test func restocksOnTheRealClock() async { … }  // effects in the same order every run
/// }
/// ```
///
/// It replaces setting swift-concurrency-extras' `uncheckedUseMainSerialExecutor` in a suite's
/// `init`, which installs the executor for the rest of the process: every test after it, in any
/// suite, then ran its tasks on the main actor, and `swift test` in parallel missed deadlines.
public struct MainSerialExecutorTrait: SuiteTrait, TestTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await MainSerialTurn.run { try await function() }
  }
}

extension Trait where Self == MainSerialExecutorTrait {
  /// Each test on the main serial executor, one such test at a time (`MainSerialExecutorTrait`).
  public static var mainSerialExecutor: Self { MainSerialExecutorTrait() }
}
