import Foundation
import StuntKit

/// A module made for engine tests: an alert that appears now or later, a failure half-way
/// through an input, and a refusal.
@MainActor
final class ProbeModule: StuntModule {
  struct State: Equatable, Sendable {
    var note = ""
    var steps = 0
  }

  static let info = ModuleInfo(name: "probe", summary: "a module for engine tests", seed: "none")
  static let slots: [any DeclaredSlot] = []
  static let fields = [Field("note", \ProbeModule.current.note, summary: "a note")]
  /// The instance made last, for tests that reach into it.
  static var lastMade: ProbeModule?
  /// How many instances have been torn down, and the temporary folder of the last one made.
  static var tornDown = 0
  static var lastFolder: URL?

  enum Action: ModuleAction, CaseIterable, InputSummaries {
    case alertNow, alertLater, breakHalfway, refuse

    var summary: String {
      switch self {
      case .alertNow: "presents an alert"
      case .alertLater: "presents an alert once the test opens the gate, unseen by settle"
      case .breakHalfway: "takes a step, then fails"
      case .refuse: "refuses"
      }
    }
  }

  private(set) var current = State()
  private var presented: AlertSnapshot?
  private let effects: EffectRuntime
  /// Opened by a test to let `alertLater` finish between two commands.
  let gate = AsyncStream<Void>.makeStream()

  init(environment: ModuleEnvironment) {
    effects = environment.effects
    Self.lastMade = self
    Self.lastFolder = try? environment.temporaryFolder()
    environment.onTearDown { Self.tornDown += 1 }
  }

  var state: any Sendable { current }
  var alert: AlertSnapshot? { presented }

  func send(_ action: Action) throws(ModuleError) {
    switch action {
    case .alertNow:
      presented = AlertSnapshot(caseName: "now", title: "제목", message: "지금")
    case .alertLater:
      // Waiting on something settle cannot see, so the alert arrives between commands.
      let gate = gate.stream
      effects.launch { [weak self] in
        for await _ in gate { break }
        await MainActor.run { self?.presented = AlertSnapshot(caseName: "later", title: "t", message: "m") }
      }
    case .breakHalfway:
      // What a double without an answer does: the input has already changed state, so it is
      // not refused; the failure is reported and the session goes on.
      current.steps += 1
      effects.reportIssue("the probe broke after one step")
    case .refuse:
      throw ModuleError("the probe refuses '\(action)'")
    }
  }
}
