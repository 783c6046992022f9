
/// Marks real I/O (an HTTP request, a database write) made by a `real` dependency, so the
/// sandbox knows to wait for it, for a bounded time, before printing a command's result.
///
/// ```swift
/// // live: a real client wraps its request
/// let (data, _) = try await RealWork.perform { try await session.data(from: url) }
/// ```
/// Outside an effect started by the sandbox (a unit test calling the client directly) it only
/// runs the operation.
public enum RealWork {
  @TaskLocal static var tracker: RealWorkTracker?

  public static func perform<Result: Sendable>(
    _ operation: @Sendable () async throws -> Result
  ) async rethrows -> Result {
    guard let tracker else { return try await operation() }
    tracker.begin()
    defer { tracker.end() }
    return try await operation()
  }
}
