import Foundation

/// What a generated double answers from a method that cannot throw, when nothing says
/// otherwise (an unprogrammed stub, a dummy or a failing double that reported its use).
public protocol DefaultAnswer {
  static var defaultAnswer: Self { get }
}

extension Int: DefaultAnswer { public static var defaultAnswer: Int { 0 } }
extension Double: DefaultAnswer { public static var defaultAnswer: Double { 0 } }
extension Bool: DefaultAnswer { public static var defaultAnswer: Bool { false } }
extension String: DefaultAnswer { public static var defaultAnswer: String { "" } }
extension Optional: DefaultAnswer { public static var defaultAnswer: Self { nil } }
extension Array: DefaultAnswer { public static var defaultAnswer: Self { [] } }
extension Set: DefaultAnswer { public static var defaultAnswer: Self { [] } }
extension Dictionary: DefaultAnswer { public static var defaultAnswer: Self { [:] } }
extension Data: DefaultAnswer { public static var defaultAnswer: Data { Data() } }
