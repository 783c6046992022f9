import Dependencies
import Foundation

// Seed 002_f0a6046f0bdc7a9c.txt, "CounterFeature.swift": the TCA tutorial's counter with a
// number fact and a timer. `@Reducer` and `@ObservableState` are TCA macros and are left out;
// the fact request goes through `NumberFactClient`, as the tutorial's network section does.
struct CounterFeature: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
    var fact: String?
    var isLoading = false
    var isTimerRunning = false
  }

  enum Action: Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case toggleTimerButtonTapped
    case timerTick
  }

  enum CancelID {
    case timer
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.fact = nil
        return .none

      case .factButtonTapped:
        state.fact = nil
        state.isLoading = true
        return .run { [count = state.count] send in
          try await send(.factResponse(self.numberFact.fetch(count)))
        }

      case .factResponse(let fact):
        state.fact = fact
        state.isLoading = false
        return .none

      case .toggleTimerButtonTapped:
        state.isTimerRunning.toggle()
        if state.isTimerRunning {
          return .run { send in
            for await _ in self.clock.timer(interval: .seconds(1)) {
              await send(.timerTick)
            }
          }
          .cancellable(id: CancelID.timer)
        } else {
          return .cancel(id: CancelID.timer)
        }

      case .timerTick:
        state.count += 1
        state.fact = nil
        return .none
      }
    }
  }
}
