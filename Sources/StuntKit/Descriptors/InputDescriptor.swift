/// An input (action) a module accepts: what `send` takes.
package struct InputDescriptor: Sendable, Codable {
  public var name: String
  public var parameters: [ParameterDescriptor]
  public var summary: String
  /// True for actions that effects normally feed back (`factResponse`, `timerTick`);
  /// they can still be sent by hand, the way TestStore allows.
  public var isFedBackByEffects: Bool

  public init(
    _ name: String,
    parameters: [ParameterDescriptor] = [],
    summary: String,
    isFedBackByEffects: Bool = false
  ) {
    self.name = name
    self.parameters = parameters
    self.summary = summary
    self.isFedBackByEffects = isFedBackByEffects
  }

  /// `factResponse(fact: String)`
  public var signature: String {
    parameters.isEmpty
      ? name : name + "(" + parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
  }
}

extension InputDescriptor {
  /// Only `name` is required of a plugin: no parameters, no summary, not fed back by effects.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(String.self, forKey: .name), parameters: try container.decode(.parameters, or: []),
      summary: try container.decode(.summary, or: ""), isFedBackByEffects: try container.decode(.isFedBackByEffects, or: false))
  }
}
