/// A rejected command: printed as `error: <message>`; nothing changed.
public struct CommandError: Error, Equatable, Sendable {
  public var message: String
  package init(_ message: String) { self.message = message }
}
