import Clocks
import ConcurrencyExtras
import Dependencies
import StuntKit
import Testing

@testable import CounterModule
import StuntTesting

/// Seed 002's CounterFeatureTests against the feature directly, the way TestStore drives it.
@MainActor
@Suite("CounterFeature", .mainSerialExecutor)
struct CounterFeatureTests {
  let runtime: EffectRuntime

  init() {
    // Effects interleave deterministically only on the main serial executor, as in `stunt`.
    runtime = EffectRuntime()
  }

  func store(clock: some Clock<Duration> = TestClock(), numberFact: NumberFactClient = .unimplemented) -> Store<CounterFeature> {
    Store(initialState: CounterFeature.State(), reducer: CounterFeature(), runtime: runtime, describe: actionDescription) {
      $0.continuousClock = clock
      $0.numberFact = numberFact
    }
  }

  @Test func testCounter() {
    let store = store()
    store.send(.incrementButtonTapped)
    #expect(store.state == CounterFeature.State(count: 1))
    store.send(.decrementButtonTapped)
    #expect(store.state == CounterFeature.State(count: 0))
  }

  @Test func testTimer() async {
    let clock = TestClock()
    let store = store(clock: clock)
    store.send(.toggleTimerButtonTapped)
    #expect(store.state.isTimerRunning)
    #expect(runtime.runningEffects.map(\.cancelID) == ["timer"])
    await clock.advance(by: .seconds(1))
    #expect(store.state.count == 1)
    store.send(.toggleTimerButtonTapped)
    await runtime.settle()
    #expect(store.state == CounterFeature.State(count: 1, isTimerRunning: false))
    #expect(runtime.runningEffects.isEmpty)
  }

  @Test func factResponseArrivesFromTheClient() async {
    let store = store(numberFact: NumberFactClient { "\($0) is a good number." })
    store.send(.incrementButtonTapped)
    store.send(.factButtonTapped)
    #expect(store.state.isLoading)
    await runtime.settle()
    #expect(store.state == CounterFeature.State(count: 1, fact: "1 is a good number.", isLoading: false))
    guard case .received(let action, _, _, _) = runtime.drainEvents().first else {
      Issue.record("no action was fed back")
      return
    }
    #expect(action == #"factResponse("1 is a good number.")"#)
  }

  @Test func incrementClearsTheFact() {
    let store = store()
    store.send(.factResponse("x"))
    store.send(.incrementButtonTapped)
    #expect(store.state.fact == nil)
  }
}
