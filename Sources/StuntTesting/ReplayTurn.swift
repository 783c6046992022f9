import StuntKit

/// One session replays at a time in a test process. A replay runs every task on the main actor
/// (`MainSerialExecutor`, as `stunt replay`'s workers do, so effects run in a fixed order and a
/// module's main-actor state is safe), and that executor is the whole process's: two replays at
/// once would take it from each other when the first ends.
@MainActor
enum ReplayTurn {
  private static var taken = false
  private static var waiting: [CheckedContinuation<Void, Never>] = []

  /// Runs `body` when no other replay runs, on the main serial executor.
  static func run(_ body: @MainActor () async -> Void) async {
    if taken {
      await withCheckedContinuation { waiting.append($0) }
    } else {
      taken = true
    }
    await MainSerialExecutor.run { await body() }
    if waiting.isEmpty { taken = false } else { waiting.removeFirst().resume() }
  }
}
