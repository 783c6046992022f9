/// A call a mock expects: of which method, how many times, and optionally with which
/// arguments (`mock loggedInBuilder.build 1 listener=RootInteractor#1`).
public struct CallExpectation: Equatable, Sendable, CustomStringConvertible {
  public var double: String
  public var method: String
  public var count: CallCount
  /// Argument label to expected value; empty means any arguments.
  public var arguments: [CallLog.Argument]

  public init(double: String, method: String, count: CallCount, arguments: [CallLog.Argument] = []) {
    self.double = double
    self.method = method
    self.count = count
    self.arguments = arguments
  }

  public func matches(_ call: CallLog.Call) -> Bool {
    call.double == double && call.method == method && matchingArguments(call) == arguments.count
  }

  /// How many of the expected arguments this call has: what makes a call the closest.
  public func matchingArguments(_ call: CallLog.Call) -> Int {
    arguments.filter { expected in
      call.arguments.contains { $0.label == expected.label && expected.value.describes($0.value) }
    }.count
  }

  /// `listener: RootInteractor#1`
  public var argumentList: String {
    arguments.map(\.description).joined(separator: ", ")
  }

  /// `loggedInBuilder.build(listener: RootInteractor#1) exactly 1 call`
  public var description: String {
    "\(double).\(method)" + (arguments.isEmpty ? "" : "(" + argumentList + ")")
      + " " + count.description
  }
}
