import StuntKit

/// One test at a time in a process runs on the main serial executor (`MainSerialExecutor`, as
/// `stunt` and its replay workers run, so effects run in a fixed order and a module's
/// main-actor state is safe). That executor is the whole process's: two tests holding it at once
/// would take it from each other when the first ends, and one test's busy effect would hold up
/// the other's settle. A session replayed by a test that holds the turn already runs in it.
@MainActor
enum MainSerialTurn {
  private static var taken = false
  private static var waiting: [CheckedContinuation<Void, Never>] = []
  @TaskLocal private static var isHeld = false

  /// Runs `body` on the main serial executor once no other test holds it (at once when this
  /// task holds it already).
  static func run(_ body: @MainActor () async throws -> Void) async rethrows {
    if isHeld { return try await body() }
    if taken {
      await withCheckedContinuation { waiting.append($0) }
    } else {
      taken = true
    }
    defer { if waiting.isEmpty { taken = false } else { waiting.removeFirst().resume() } }
    try await $isHeld.withValue(true) {
      try await MainSerialExecutor.run { try await body() }
    }
  }
}
