import Clocks
import StuntKit

/// The seed's TCA counter, in the sandbox: inputs are `CounterFeature.Action`s, the slots are
/// the feature's two dependencies, `clock` and `numberFact`.
@MainActor
final class CounterModule: StuntModule {
  static let info = ModuleInfo(
    name: "counter",
    summary: "TCA CounterFeature: a count, a number fact over HTTP and a timer",
    seed: "002_f0a6046f0bdc7a9c.txt (TCA CounterFeature)"
  )
  static let slots: [any DeclaredSlot] = [ClockSlot.slot, NumberFactClient.slot]
  static let fields = [
    Field("count", \CounterModule.count, summary: "start from another count, as TestStore(initialState:) does")
  ]

  private let store: Store<CounterFeature>
  private let clock: LiveSlot<any Clock<Duration>>

  init(environment: ModuleEnvironment) {
    let clock = environment.dependency(ClockSlot.slot)
    let numberFact = environment.dependency(NumberFactClient.slot)
    self.clock = clock
    store = Store(
      initialState: CounterFeature.State(),
      reducer: CounterFeature(),
      runtime: environment.effects,
      describe: actionDescription
    ) { values in
      values.continuousClock = clock.current
      values.numberFact = numberFact.current
    }
  }

  var state: any Sendable { store.state }

  func send(_ action: CounterFeature.Action) {
    store.send(action)
  }

  var count: Int {
    get { store.state.count }
    set { store.modify { $0.count = newValue } }
  }

  func testClock() throws(ModuleError) -> any StuntClock {
    let active = try clock.require(ClockSlot.test, to: "advance moves a test clock")
    guard let test = active as? TestClock<Duration> else { throw ModuleError("the test clock is not a TestClock") }
    return test
  }
}

extension CounterFeature.Action: ModuleAction {
  static let inputs: [Input<Self>] = [
    Input(.decrementButtonTapped, summary: "count -= 1, fact cleared"),
    Input(.incrementButtonTapped, summary: "count += 1, fact cleared"),
    Input(.factButtonTapped, summary: "isLoading, then numberFact.fetch(count) in an effect"),
    Input(Self.factResponse, "fact", summary: "the fact arrives: fact set, isLoading false", isFedBackByEffects: true),
    Input(.toggleTimerButtonTapped, summary: "starts or cancels a timer ticking every second"),
    Input(.timerTick, summary: "count += 1", isFedBackByEffects: true),
  ]
}

extension ModuleEntry {
  @MainActor public static var counter: ModuleEntry { CounterModule.entry }
}
