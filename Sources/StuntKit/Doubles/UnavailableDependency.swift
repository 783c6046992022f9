/// A real variant that cannot work as configured, e.g. a network client with no server.
package struct UnavailableDependency: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
