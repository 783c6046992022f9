/// One step of `verify order`: a method of a double (`loggedInBuilder.build`), optionally with
/// the arguments its call must have, as `verify` matches them (`numberFact.fetch number=0`).
package struct CallStep: Equatable, Sendable, Codable, CustomStringConvertible {
  public var double: String
  public var method: String
  /// Empty means any arguments.
  public var arguments: [CallExpectation.Argument]

  public init(_ double: String, _ method: String, arguments: [CallExpectation.Argument] = []) {
    self.double = double
    self.method = method
    self.arguments = arguments
  }

  public func matches(_ call: CallLog.Call) -> Bool {
    call.double == double && call.method == method && arguments.allSatisfy { $0.matches(call) }
  }

  /// `loggedInBuilder.build`, `numberFact.fetch(number: 0)`
  public var description: String {
    double + "." + method + (arguments.isEmpty ? "" : "(" + arguments.map(\.description).joined(separator: ", ") + ")")
  }

  /// The calls that took the steps, one per step, each after the one before (other calls may
  /// come between, and a step may repeat); or the first step that broke the order.
  package static func follow(_ steps: [CallStep], in calls: [CallLog.Call]) -> Result<[CallLog.Call], CallOrderViolation> {
    var position = 0
    var found: [CallLog.Call] = []
    for (index, step) in steps.enumerated() {
      guard let next = calls[position...].firstIndex(where: step.matches) else {
        return .failure(
          CallOrderViolation(
            steps: steps, failedStep: index, wasCalled: calls.contains(where: step.matches),
            recorded: calls.filter { call in steps.contains { $0.matches(call) } }))
      }
      found.append(calls[next])
      position = next + 1
    }
    return .success(found)
  }
}

extension CallStep {
  /// `arguments` came later: a host or plugin that predates them leaves them out.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(String.self, forKey: .double), try container.decode(String.self, forKey: .method),
      arguments: try container.decode(.arguments, or: []))
  }
}
