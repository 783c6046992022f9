/// One step of `verify order`: a method of a double (`loggedInBuilder.build`).
package struct CallStep: Equatable, Sendable, Codable, CustomStringConvertible {
  public var double: String
  public var method: String

  public init(_ double: String, _ method: String) {
    self.double = double
    self.method = method
  }

  public func matches(_ call: CallLog.Call) -> Bool {
    call.double == double && call.method == method
  }

  public var description: String { double + "." + method }
}
