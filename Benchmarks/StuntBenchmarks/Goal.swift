import Foundation

/// A goal a benchmark is held to: printed beside its measurement, and again in the summary
/// `make bench` ends with, met or not. Never asserted: a benchmark informs, a test decides.
struct Goal {
  enum Bound {
    case atMost(Double)
    case atLeast(Double)
  }

  let name: String
  let measured: Double
  let bound: Bound
  /// How the numbers read: `x` for a ratio, ` ms`, ` µs`.
  let unit: String

  var isMet: Bool {
    switch bound {
    case .atMost(let limit): measured <= limit
    case .atLeast(let limit): measured >= limit
    }
  }

  /// `goal <= 1.3x: met`, as printed in the benchmark's line.
  var verdict: String {
    let limit: String
    switch bound {
    case .atMost(let value): limit = "<= " + Self.format(value) + unit
    case .atLeast(let value): limit = ">= " + Self.format(value) + unit
    }
    return "goal \(limit): " + (isMet ? "met" : "NOT MET")
  }

  static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// Every goal checked in this run, in the order measured.
  @MainActor static var checked: [Goal] = []

  /// Why a goal is not met, measured in the same run, and what would close it: printed in the
  /// summary under the goal, only when it is missed.
  var reason: String?

  /// Records a goal and says its verdict, for the benchmark's line.
  @MainActor static func check(
    _ name: String, _ measured: Double, _ bound: Bound, unit: String = "x", unless reason: @autoclosure () -> String? = nil
  ) -> String {
    var goal = Goal(name: name, measured: measured, bound: bound, unit: unit)
    if !goal.isMet { goal.reason = reason() }
    checked.append(goal)
    return "(\(goal.verdict))"
  }

  /// The summary: each goal, met or not, and how many were.
  @MainActor static func summary() -> [String] {
    let met = checked.filter(\.isMet).count
    return ["goals: \(met) of \(checked.count) met"]
      + checked.flatMap(\.summaryLines)
  }

  /// The goal in the summary: met or not, and why when it is not.
  var summaryLines: [String] {
    let mark = isMet ? "met      " : "NOT MET  "
    let bound = String(verdict.prefix { $0 != ":" })
    let line = "  " + mark + name + ": " + String(format: "%.2f", measured) + unit + " (" + bound + ")"
    guard let reason else { return [line] }
    return [line, "           why: " + reason]
  }
}
