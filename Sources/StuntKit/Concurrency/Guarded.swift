import Foundation

/// A value behind a lock, for state that threads share (NIO's event loops, a child process's
/// pipe readers, a replay's timer).
///
/// Not the standard library's `Mutex`: on Linux its lock is made of atomics and futex calls in
/// an uninstrumented library, so ThreadSanitizer cannot see it and reports every access it
/// guards as a race. `NSLock` is a pthread mutex, which the sanitizer understands, so
/// `make sanitize` reports only real races.
package final class Guarded<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) {
    self.value = value
  }

  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
