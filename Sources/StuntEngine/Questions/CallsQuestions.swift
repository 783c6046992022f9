import StuntKit

extension ModuleQuestions {
  package struct CallsList: KeptWhileIdle {
    package static let method = "calls/list"
    package static let changesModule = false
    package struct Answer: Codable, Sendable { package var calls: [CallLog.Call] }
    package init() {}

    package func answer(by module: LoadedModule) -> Answer { Answer(calls: module.environment.calls.all) }
  }

  package struct MockStatus: KeptWhileIdle {
    package static let method = "mock/status"
    package static let changesModule = false
    package struct Answer: Codable, Sendable {
      package var isMock: Bool
      package var expectations: [CallExpectation]
    }
    package var double: String

    package func answer(by module: LoadedModule) -> Answer {
      let calls = module.environment.calls
      return Answer(isMock: calls.isMock(double), expectations: calls.expectations(of: double))
    }
  }

  package struct MockExpect: ModuleQuestion {
    package static let method = "mock/expect"
    package typealias Answer = Done
    package var expectation: CallExpectation

    package func answer(by module: LoadedModule) -> Answer {
      module.environment.calls.expect(expectation)
      return Done()
    }
  }

  package struct MockVerify: KeptWhileIdle {
    package static let method = "mock/verify"
    package static let changesModule = false
    package struct Answer: Codable, Sendable {
      package var met: Int
      package var unmet: [UnmetExpectation]
    }
    package var double: String

    package func answer(by module: LoadedModule) -> Answer {
      let result = module.environment.calls.verify(double)
      return Answer(met: result.met, unmet: result.unmet)
    }
  }

  /// `calls clear`: one double, or every one when `double` is absent; a mock's expectations
  /// start afresh, as when the double was given.
  package struct CallsClear: ModuleQuestion {
    package static let method = "calls/clear"
    package static let isLaterAddition = true
    package typealias Answer = Done
    package var double: String?

    package func answer(by module: LoadedModule) -> Answer {
      for slot in module.slots.all where double == nil || slot.name == double { module.startDouble(slot) }
      let calls = module.environment.calls
      for object in module.environment.objects.doubles where double == nil || object.name == double {
        calls.forget(object.name)
        if calls.isMock(object.name) { calls.becomeMock(object.name) }
      }
      return Done()
    }
  }
}

extension ModuleSession {
  package var calls: [CallLog.Call] { get async throws(CommandError) { try await ask(ModuleQuestions.CallsList()).calls } }

  package func isMock(_ double: String) async throws(CommandError) -> Bool {
    try await ask(ModuleQuestions.MockStatus(double: double)).isMock
  }

  package func expectations(of double: String) async throws(CommandError) -> [CallExpectation] {
    try await ask(ModuleQuestions.MockStatus(double: double)).expectations
  }

  package func expect(_ expectation: CallExpectation) async throws(CommandError) {
    _ = try await ask(ModuleQuestions.MockExpect(expectation: expectation))
  }

  package func verify(_ double: String) async throws(CommandError) -> (met: Int, unmet: [UnmetExpectation]) {
    let result = try await ask(ModuleQuestions.MockVerify(double: double))
    return (result.met, result.unmet)
  }

  package func clearCalls(of double: String?) async throws(CommandError) {
    _ = try await ask(ModuleQuestions.CallsClear(double: double))
  }
}
