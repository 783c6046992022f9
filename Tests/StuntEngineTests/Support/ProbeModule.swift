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

  static let descriptor = ModuleDescriptor(
    name: "probe",
    summary: "a module for engine tests",
    seed: "none",
    slots: [],
    inputs: [
      InputDescriptor("alertNow", summary: "presents an alert"),
      InputDescriptor("alertLater", summary: "presents an alert once the test opens the gate, unseen by settle"),
      InputDescriptor("breakHalfway", summary: "takes a step, then fails"),
      InputDescriptor("refuse", summary: "refuses"),
    ],
    fields: [FieldDescriptor("note", .string, summary: "a note")]
  )

  private(set) var current = State()
  private var presented: AlertSnapshot?
  private let effects: EffectRuntime
  /// Opened by a test to let `alertLater` finish between two commands.
  let gate = AsyncStream<Void>.makeStream()

  init(environment: ModuleEnvironment) {
    effects = environment.effects
  }

  var state: any Sendable { current }
  var alert: AlertSnapshot? { presented }

  func send(_ input: String, _ arguments: InputArguments) throws(ModuleError) {
    switch input {
    case "alertNow":
      presented = AlertSnapshot(caseName: "now", title: "제목", message: "지금")
    case "alertLater":
      // Waiting on something settle cannot see, so the alert arrives between commands.
      let gate = gate.stream
      effects.launch { [weak self] in
        for await _ in gate { break }
        await MainActor.run { self?.presented = AlertSnapshot(caseName: "later", title: "t", message: "m") }
      }
    case "breakHalfway":
      // What a double without an answer does: the input has already changed state, so it is
      // not refused; the failure is reported and the session goes on.
      current.steps += 1
      effects.reportIssue("the probe broke after one step")
    default:
      throw ModuleError("the probe refuses '\(input)'")
    }
  }

  func set(_ field: String, to value: Value) throws(ModuleError) {
    current.note = value.text ?? ""
  }
}
