/// Why a line could not be read: too long, not UTF-8, a control character, unbalanced
/// quotes or brackets, invalid JSON. Printed as one `error:` line.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public init(message: String) { self.message = message }
  public var description: String { message }
}
