/// A call a mock expects: of which method, how many times, and optionally with which
/// arguments (`mock loggedInBuilder.build 1 listener=RootInteractor#1`).
package struct CallExpectation: Equatable, Sendable, Codable, CustomStringConvertible {
  /// An argument the call must have: the parameter's name and position (a call recorded without
  /// labels, `fetch(3)`, is matched by position), and a value as typed. The name may go on into
  /// the argument (`data.name`), to match one member of structured data.
  public struct Argument: Equatable, Sendable, Codable, CustomStringConvertible {
    public var name: String
    public var position: Int
    public var value: Value

    public init(_ name: String, position: Int, _ value: Value) {
      self.name = name
      self.position = position
      self.value = value
    }

    /// `data` of `data.name`.
    public var parameter: String { String(name.prefix { $0 != "." }) }

    /// `name` of `data.name`.
    public var path: [String] { name.split(separator: ".").dropFirst().map(String.init) }

    public func matches(_ call: CallLog.Call) -> Bool {
      matches(call.arguments)
    }

    /// Whether a call with these arguments has it.
    public func matches(_ arguments: [CallLog.Argument]) -> Bool {
      arguments.argument(parameter, at: position).flatMap { $0.value(at: path) }.map(value.matchesArgument) ?? false
    }

    public var description: String { name + ": " + value.description }

    /// `number=0`, `data.name=contains("그룹")`: as `mock`, `verify` and `stub` read it back.
    public var typed: String { name + "=" + value.description }
  }

  public var double: String
  public var method: String
  public var count: CallCount
  /// Empty means any arguments.
  public var arguments: [Argument]

  public init(double: String, method: String, count: CallCount, arguments: [Argument] = []) {
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
    arguments.filter { $0.matches(call) }.count
  }

  /// `listener: RootInteractor#1`
  public var argumentList: String {
    arguments.map(\.description).joined(separator: ", ")
  }

  /// `loggedInBuilder.build(listener: RootInteractor#1) exactly 1 call`
  public var description: String {
    "\(double).\(method)" + (arguments.isEmpty ? "" : "(" + argumentList + ")") + " " + count.description
  }
}
