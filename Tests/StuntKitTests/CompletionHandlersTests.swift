import ConcurrencyExtras
import Foundation
import Testing

@testable import StuntKit
import StuntTesting

/// A dependency that answers through a completion handler, on a thread of its own and later:
/// the effect that made the call lasts until the handler has run, and the handler's call is
/// reported with the change it made.
@MainActor
@Suite("CompletionHandlers", .mainSerialExecutor)
struct CompletionHandlersTests {
  /// A callback-based client, as SDKs and URLSession are: it answers on another queue.
  final class Client: Sendable {
    func fetch(_ completion: @escaping @Sendable (Int) -> Void) {
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { completion(7) }
    }
  }

  final class Model: @unchecked Sendable {
    var value = 0
  }

  @Test func theEffectWaitsForTheHandlerAndReportsItsCall() async {
    let runtime = EffectRuntime()
    runtime.origin = EffectOrigin(input: "load", command: "send load", line: 1)
    let model = Model()
    let handlers = CompletionHandlers(effects: runtime) { model.value }
    let client = Client()
    // Real I/O, as a real client's is: the sandbox waits for it, up to its settle time.
    runtime.launch { @MainActor in
      await RealWork.perform { @MainActor in
        await handlers.answer {
          let watch = handlers.watch()
          client.fetch { answer in
            watch.complete(describing: "completion(\(answer))") { DispatchQueue.main.async { model.value = answer } }
          }
        }
      }
    }
    await runtime.settle(ioBudget: .seconds(5))
    #expect(runtime.runningEffects.isEmpty, "the effect ended once the handler had run")
    #expect(model.value == 7)
    let received = runtime.drainEvents().compactMap { event -> String? in
      if case .received(let action, let times, _, _) = event { "\(action) x\(times)" } else { nil }
    }
    #expect(received == ["completion(7) x1"])
  }

  @Test func aStartThatMakesNoCallEndsAtOnce() async {
    let runtime = EffectRuntime()
    let handlers = CompletionHandlers(effects: runtime) { () }
    await handlers.answer {}
    #expect(runtime.drainEvents().isEmpty)
  }
}
