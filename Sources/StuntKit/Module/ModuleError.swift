/// A rejected request, printed as one `error:` line.
public struct ModuleError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
