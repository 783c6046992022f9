import StuntKit

/// The calls of the loaded instance that a `verify` checked, by their numbers, for
/// `verify noMoreInteractions` (Mockito's `verifyNoMoreInteractions`). Numbers belong to one
/// instance: each new one (`load`, `reset`, a restored module) starts with none verified.
struct VerifiedCalls {
  private var numbers: Set<Int> = []

  mutating func mark(_ calls: some Sequence<CallLog.Call>) {
    numbers.formUnion(calls.map(\.sequence))
  }

  /// The calls among these that no `verify` checked.
  func unverified(_ calls: [CallLog.Call]) -> [CallLog.Call] {
    calls.filter { !numbers.contains($0.sequence) }
  }
}
