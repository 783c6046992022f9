import StuntKit

extension ModuleQuestions {
  /// Refused when the module has no test clock, saying why.
  package struct ClockCheck: ModuleQuestion {
    package static let method = "clock/check"
    package typealias Answer = Done
    package init() {}

    package func answer(by module: LoadedModule) throws(CommandError) -> Answer {
      _ = try module.testClock()
      return Done()
    }
  }

  /// One step of `advance`.
  package struct ClockAdvance: ModuleQuestion {
    package static let method = "clock/advance"
    package typealias Answer = Done
    package var nanoseconds: Int64
    package var allowance: Duration? { .zero }

    package func answer(by module: LoadedModule) async throws(CommandError) -> Answer {
      let clock = try module.testClock()
      await clock.advance(by: .nanoseconds(nanoseconds))
      return Done()
    }
  }
}

extension ModuleSession {
  /// The clock `advance` moves (issues it causes are reported to this module), or why there is none.
  package func clock() async throws(CommandError) -> any StuntClock {
    _ = try await ask(ModuleQuestions.ClockCheck())
    return QuestionClock(module: self)
  }
}

/// The module's test clock, each step `advance` takes one question. A clock cannot throw, so a
/// step that fails is not answered here: only a plugin's module fails once its clock was there,
/// and then the command's next question throws that failure and the sandbox restores the module.
@MainActor
private struct QuestionClock: StuntClock {
  let module: any ModuleSession

  func advance(by duration: Duration) async {
    _ = try? await module.ask(ModuleQuestions.ClockAdvance(nanoseconds: duration.nanoseconds))
  }
}
