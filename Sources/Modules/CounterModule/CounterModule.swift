import Clocks
import StuntKit

/// The seed's TCA counter, in the sandbox: inputs are `CounterFeature.Action`s, the slots are
/// the feature's two dependencies, `clock` and `numberFact`.
@MainActor
public final class CounterModule: StuntModule {
  public static let descriptor = ModuleDescriptor(
    name: "counter",
    summary: "TCA CounterFeature: a count, a number fact over HTTP and a timer",
    seed: "002_f0a6046f0bdc7a9c.txt (TCA CounterFeature)",
    slots: [ClockVariant.descriptor, NumberFactClient.descriptor],
    inputs: [
      InputDescriptor("decrementButtonTapped", summary: "count -= 1, fact cleared"),
      InputDescriptor("incrementButtonTapped", summary: "count += 1, fact cleared"),
      InputDescriptor("factButtonTapped", summary: "isLoading, then numberFact.fetch(count) in an effect"),
      InputDescriptor(
        "factResponse", parameters: [ParameterDescriptor("fact", .string)],
        summary: "the fact arrives: fact set, isLoading false", isFedBackByEffects: true),
      InputDescriptor("toggleTimerButtonTapped", summary: "starts or cancels a timer ticking every second"),
      InputDescriptor("timerTick", summary: "count += 1", isFedBackByEffects: true),
    ],
    fields: [
      FieldDescriptor("count", .int, summary: "start from another count, as TestStore(initialState:) does")
    ]
  )

  private let store: Store<CounterFeature>
  private let clockSlot: DependencySlot
  /// The clock behind the `test` variant, kept for the instance's life so `advance` moves it.
  private let clock = TestClock()

  public init(environment: ModuleEnvironment) {
    let clockSlot = environment.slots.require(ClockVariant.descriptor)
    let factSlot = environment.slots.require(NumberFactClient.descriptor)
    let calls = environment.calls
    let backend = environment.backend
    let clock = self.clock
    self.clockSlot = clockSlot
    store = Store(
      initialState: CounterFeature.State(),
      reducer: CounterFeature(),
      runtime: environment.effects,
      describe: actionDescription
    ) { values in
      values.continuousClock = (clockSlot.variant(as: ClockVariant.self) ?? .real).clock(test: clock)
      values.numberFact = NumberFactClient.variant(of: factSlot, calls: calls, backend: backend)
    }
  }

  public var state: any Sendable { store.state }

  public var testClock: TestClock<Duration>? {
    clockSlot.variant(as: ClockVariant.self) == .test ? clock : nil
  }

  public func send(_ input: String, _ arguments: InputArguments) throws(ModuleError) {
    let action: CounterFeature.Action
    switch input {
    case "decrementButtonTapped": action = .decrementButtonTapped
    case "incrementButtonTapped": action = .incrementButtonTapped
    case "factButtonTapped": action = .factButtonTapped
    case "factResponse": action = .factResponse(try arguments.string("fact"))
    case "toggleTimerButtonTapped": action = .toggleTimerButtonTapped
    case "timerTick": action = .timerTick
    default: throw ModuleError("counter has no input '\(input)'")
    }
    store.send(action)
  }

  public func set(_ field: String, to value: Value) throws(ModuleError) {
    guard field == "count", case .int(let count) = value else {
      throw ModuleError("counter can set 'count' to an Int")
    }
    store.modify { $0.count = count }
  }
}
