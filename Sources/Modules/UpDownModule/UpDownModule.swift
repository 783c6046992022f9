import StuntKit

/// Seed 001's up/down game in the sandbox: `reset` asks `urlSession` for a random number,
/// which the seed's test stubs with `StubURLSession` and `DummyData`; `guess` plays.
@MainActor
final class UpDownModule: StuntModule {
  static let info = ModuleInfo(
    name: "updown",
    summary: "an up/down game whose URLSession is replaced by StubURLSession and DummyData",
    seed: "001_9141a0b6109b509b.txt (UpDownGame, StubURLSession)",
    topics: [.dummyData]
  )
  static let slots: [any DeclaredSlot] = [URLSessionSlot.slot]
  static let fields = [
    Field("randomValue", summary: "the number to guess (1...30), as the seed's test may set it") {
      (module: UpDownModule, value: Int) throws(ModuleError) in
      try UpDownModule.check(value, "randomValue")
      module.game.randomValue = value
    }
  ]

  enum Action: ModuleAction {
    case reset
    case guess(Int)

    static let inputs: [Input<Self>] = [
      Input(.reset, summary: "reset(completion:): urlSession asks for a number; its completion handler sets randomValue"),
      Input(Self.guess, "number", summary: "compareValue(with:): Up, Down or Correct, counting the try"),
    ]
  }

  private let game = UpDownGame()
  private let urlSession: SandboxURLSession
  private let effects: EffectRuntime
  private var lastAnswer: UpDownResult?
  private var completionCalls = 0

  init(environment: ModuleEnvironment) {
    effects = environment.effects
    let dependency = environment.dependency(URLSessionSlot.slot)
    urlSession = SandboxURLSession(dependency: dependency, handlers: CompletionHandlers(environment: environment))
    game.urlSession = urlSession
    environment.onTearDown {
      for case let routed as RoutedURLSession in dependency.madeClients { routed.cancelAll() }
    }
  }

  var state: any Sendable {
    UpDownState(
      randomValue: game.randomValue, tryCount: game.tryCount, lastAnswer: lastAnswer, resetFailure: game.resetFailure,
      completionCalls: completionCalls)
  }

  func send(_ action: Action) throws(ModuleError) {
    switch action {
    case .reset:
      effects.launch { @MainActor [weak self] in try await self?.reset() }
    case .guess(let number):
      try Self.check(number, "a guess")
      guard game.randomValue != 0 else {
        throw ModuleError("there is no number to guess yet: send reset (or set randomValue)")
      }
      if lastAnswer == .correct {
        throw ModuleError("\(game.randomValue) was guessed in \(game.tryCount) tries; send reset for a new number")
      }
      lastAnswer = game.compareValue(with: number)
    }
  }

  /// Finding the server (which starts the embedded backend) and the request are both real
  /// work: the sandbox waits for them, up to its settle time, before it prints.
  private func reset() async throws {
    try await RealWork.perform { @MainActor [weak self] in
      guard let self else { return }
      try await urlSession.routed?.connect()
      await urlSession.handlers.answer {
        game.reset { [weak self] in
          self?.completionCalls += 1
          self?.lastAnswer = nil
        }
      }
    }
  }

  private static func check(_ number: Int, _ what: String) throws(ModuleError) {
    let range = UpDownGame.range
    guard range.contains(number) else {
      throw ModuleError("\(what) is a number from \(range.lowerBound) to \(range.upperBound); got \(number)")
    }
  }
}

extension ModuleEntry {
  @MainActor public static var updown: ModuleEntry { UpDownModule.entry }
}
