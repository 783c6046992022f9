import CShims

/// Runs every task on the main actor, one job at a time, so effects interleave the same way on
/// every run and replays print the same thing.
///
/// It is swift-concurrency-extras' `withMainSerialExecutor`, through the same runtime hook, but
/// reaches the hook by its address at link time instead of by `dlsym`, which finds nothing in a
/// binary whose Swift runtime is linked statically (`make install`); the concurrency-extras
/// version trapped there on the first command.
///
/// ```swift
/// await MainSerialExecutor.run {
///   await sandbox.execute("send factButtonTapped")  // the effect's steps, in the same order every run
/// }
/// ```
public enum MainSerialExecutor {
  private typealias Original = @convention(thin) (UnownedJob) -> Void
  private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  private static var hook: UnsafeMutablePointer<Hook?> {
    UnsafeMutableRawPointer(stunt_task_enqueueGlobal_hook()).assumingMemoryBound(to: Hook?.self)
  }

  /// Whether every task is enqueued on the main actor; set it only around a whole program, as
  /// the benchmarks do, and prefer `run`.
  @MainActor
  public static var isInstalled: Bool {
    get { hook.pointee != nil }
    set { hook.pointee = newValue ? { job, _ in MainActor.shared.enqueue(job) } : nil }
  }

  /// Runs `operation` with every task on the main actor, then puts the executor back as it was.
  @MainActor
  public static func run(_ operation: @isolated(any) () async throws -> Void) async rethrows {
    let wasInstalled = isInstalled
    defer { isInstalled = wasInstalled }
    isInstalled = true
    try await operation()
  }
}
