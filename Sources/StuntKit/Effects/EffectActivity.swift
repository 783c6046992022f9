/// A count of what effects do that the engine waits for (an action fed back, an issue, an
/// effect's start or end, the end of real I/O), and the wake-up of whoever waits for the next:
/// `settle` and `finish` wait on it, never by sleeping a while and looking again.
final class EffectActivity: Sendable {
  /// A wait from the moment it has an id: its continuation comes a moment later, and it may be
  /// cancelled in between.
  private enum Wait {
    case starting
    case waiting(CheckedContinuation<Void, Never>)
    case cancelled
  }

  private struct State {
    var count = 0
    var lastID = 0
    var waits: [Int: Wait] = [:]
  }

  private let state = Guarded(State())

  var value: Int { state.withLock { $0.count } }

  func bump() {
    let woken = state.withLock { state in
      state.count += 1
      var woken: [CheckedContinuation<Void, Never>] = []
      for (id, wait) in state.waits {
        guard case .waiting(let continuation) = wait else { continue }
        woken.append(continuation)
        state.waits[id] = nil
      }
      return woken
    }
    for continuation in woken { continuation.resume() }
  }

  /// Returns once the count is past `seen`, at `deadline`, or when the task is cancelled,
  /// whichever comes first.
  func wait(past seen: Int, until deadline: ContinuousClock.Instant) async {
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await self.wait(past: seen) }
      group.addTask { try? await Task.sleep(until: deadline, clock: .continuous) }
      await group.next()
      group.cancelAll()
    }
  }

  private func wait(past seen: Int) async {
    let id = state.withLock { state in
      state.lastID += 1
      state.waits[state.lastID] = .starting
      return state.lastID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let now = state.withLock { state in
          if state.count != seen || Self.isCancelled(state.waits[id]) {
            state.waits[id] = nil
            return true
          }
          state.waits[id] = .waiting(continuation)
          return false
        }
        if now { continuation.resume() }
      }
    } onCancel: {
      let waiting = state.withLock { state -> CheckedContinuation<Void, Never>? in
        switch state.waits[id] {
        case .starting:
          state.waits[id] = .cancelled
          return nil
        case .waiting(let continuation):
          state.waits[id] = nil
          return continuation
        case .cancelled, nil:
          return nil
        }
      }
      waiting?.resume()
    }
  }

  private static func isCancelled(_ wait: Wait?) -> Bool {
    if case .cancelled = wait { return true }
    return false
  }
}
