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
