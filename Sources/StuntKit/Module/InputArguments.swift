/// The arguments of one `send`, bound to the input's parameter names and type-checked.
package struct InputArguments: Sendable {
  public var values: [String: Value]

  public init(_ values: [String: Value] = [:]) {
    self.values = values
  }

  public func string(_ name: String) throws(ModuleError) -> String {
    guard let text = values[name]?.text else { throw missing(name, "a String") }
    return text
  }

  public func int(_ name: String) throws(ModuleError) -> Int {
    guard case .int(let int) = values[name] else { throw missing(name, "an Int") }
    return int
  }

  public func bool(_ name: String) throws(ModuleError) -> Bool {
    guard case .bool(let bool) = values[name] else { throw missing(name, "a Bool") }
    return bool
  }

  private func missing(_ name: String, _ kind: String) -> ModuleError {
    ModuleError("argument '\(name)' must be \(kind)")
  }
}
