/// A method of a dependency that a double can be programmed for, or that a spy records.
public struct MethodDescriptor: Sendable, Codable {
  public var name: String
  public var parameters: [ParameterDescriptor]
  public var returns: ValueType
  public var `throws`: Bool
  public var summary: String
  /// Checks a `stub ... returns` value the type alone cannot (the shape of structured data):
  /// nil when it is fine, else what would be right. Run when the stub is programmed, so a bad
  /// answer is an `error:` at once, not a failure on some later call.
  public var validate: (@Sendable (Value) -> String?)?
  /// False for a property's getter: stubbed as a method is, but its reads are not recorded (as
  /// mockolo counts none), so `calls` does not list it.
  public var records: Bool
  /// Whether its doubles pick a programmed answer call by call, so `stub` may name the arguments
  /// an answer is for; false where the answer becomes a handler when it is programmed (the
  /// router's builders), which one answer serves for every call.
  public var matchesArguments: Bool

  public init(
    _ name: String,
    parameters: [ParameterDescriptor] = [],
    returns: ValueType = .void,
    throws: Bool = false,
    summary: String,
    validate: (@Sendable (Value) -> String?)? = nil,
    records: Bool = true,
    matchesArguments: Bool = true
  ) {
    self.name = name
    self.parameters = parameters
    self.returns = returns
    self.throws = `throws`
    self.summary = summary
    self.validate = validate
    self.records = records
    self.matchesArguments = matchesArguments
  }

  /// `fetch(n: Int) async throws -> String`
  public var signature: String {
    let parameters = parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
    let effects = `throws` ? " throws" : ""
    let result = returns == .void ? "" : " -> \(returns)"
    return "\(name)(\(parameters))\(effects)\(result)"
  }
}

extension MethodDescriptor {
  /// `validate` is a closure and stays on the side that declared the method: a plugin checks
  /// its own answers when the slot changes.
  enum CodingKeys: String, CodingKey {
    case name, parameters, returns, `throws`, summary, records, matchesArguments
  }
}

extension MethodDescriptor {
  /// Only `name` is required of a plugin: no parameters, returns void, does not throw.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(String.self, forKey: .name), parameters: try container.decode(.parameters, or: []),
      returns: try container.decode(.returns, or: .void), throws: try container.decode(.throws, or: false),
      summary: try container.decode(.summary, or: ""), records: try container.decode(.records, or: true),
      matchesArguments: try container.decode(.matchesArguments, or: true))
  }
}
