import StuntKit

/// The calls of the loaded module instance that a `verify` checked, by their numbers, for
/// `verify noMoreInteractions` (Mockito's `verifyNoMoreInteractions`). Numbers belong to one
/// instance, so a new one (`load`, `reset`, a restored module) starts with none verified.
@MainActor
final class VerifiedCalls {
  private weak var module: (any ModuleSession)?
  private var numbers: Set<Int> = []

  func mark(_ calls: some Sequence<CallLog.Call>, of module: any ModuleSession) {
    follow(module)
    numbers.formUnion(calls.map(\.sequence))
  }

  /// The calls among these that no `verify` checked.
  func unverified(_ calls: [CallLog.Call], of module: any ModuleSession) -> [CallLog.Call] {
    follow(module)
    return calls.filter { !numbers.contains($0.sequence) }
  }

  private func follow(_ module: any ModuleSession) {
    guard self.module !== module else { return }
    self.module = module
    numbers = []
  }
}
