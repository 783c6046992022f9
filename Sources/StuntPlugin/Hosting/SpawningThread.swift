import Foundation

/// The one thread every plugin process is started from, alive as long as Stunt is.
///
/// Linux sends a child its parent-death signal (`plugin-exec` and `plugin-serve` ask for
/// SIGKILL) when the *thread* that started it ends, not the process. A task's thread is one of
/// Dispatch's workers, which end after a few idle seconds: a plugin started from one was killed
/// whenever that worker ended, as it did on a busy machine while the plugin's backtracer was
/// still writing a trap's report (the trap was said as "killed by signal 9").
final class SpawningThread: @unchecked Sendable {
  static let shared = SpawningThread()

  private let condition = NSCondition()
  /// Guarded by `condition`.
  private var jobs: [() -> Void] = []

  private init() {
    let thread = Thread { [unowned self] in self.serve() }
    thread.name = "stunt.spawn"
    thread.start()
  }

  /// Runs `start` on the spawning thread and returns what it returned (or throws what it threw).
  func run<Value>(_ start: @escaping () throws -> Value) throws -> Value {
    let done = NSCondition()
    var result: Result<Value, any Error>?
    condition.withLock {
      jobs.append {
        let outcome = Result(catching: start)
        done.withLock {
          result = outcome
          done.signal()
        }
      }
      condition.signal()
    }
    return try done.withLock {
      while true {
        if let result { return try result.get() }
        done.wait()
      }
    }
  }

  private func serve() {
    while true {
      let job = condition.withLock {
        while jobs.isEmpty { condition.wait() }
        return jobs.removeFirst()
      }
      job()
    }
  }
}
