/// One step of `verify order`: a method of a double (`loggedInBuilder.build`), optionally with
/// the arguments its call must have, as `verify` matches them (`numberFact.fetch number=0`), and
/// how many calls the step takes (Mockito's `inOrder.verify(f, times(2))`): exactly 1 unless said.
package struct CallStep: Equatable, Sendable, Codable, CustomStringConvertible {
  public var double: String
  public var method: String
  /// Empty means any arguments.
  public var arguments: [CallExpectation.Argument]
  public var count: CallCount

  public init(_ double: String, _ method: String, arguments: [CallExpectation.Argument] = [], count: CallCount = .exactly(1)) {
    self.double = double
    self.method = method
    self.arguments = arguments
    self.count = count
  }

  public func matches(_ call: CallLog.Call) -> Bool {
    call.double == double && call.method == method && arguments.allSatisfy { $0.matches(call) }
  }

  /// `loggedInBuilder.build`, `numberFact.fetch(number: 0)`: the calls it looks for.
  public var call: String {
    double + "." + method + (arguments.isEmpty ? "" : "(" + arguments.map(\.description).joined(separator: ", ") + ")")
  }

  /// `numberFact.fetch(number: 0)`, `numberFact.fetch (at least 1 call)`: the count only when it
  /// is not the one a step takes unless told.
  public var description: String {
    call + (count == .exactly(1) ? "" : " (\(count))")
  }
}

extension CallStep {
  /// `arguments` and `count` came later: a host or plugin that predates them leaves them out.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(String.self, forKey: .double), try container.decode(String.self, forKey: .method),
      arguments: try container.decode(.arguments, or: []), count: try container.decode(.count, or: .exactly(1)))
  }
}
