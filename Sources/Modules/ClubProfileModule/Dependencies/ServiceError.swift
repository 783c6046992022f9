import Foundation

/// A service's own error, whose text `localizedDescription` shows as it is (the error alert
/// prints it; Foundation's default would be "The operation could not be completed").
struct ServiceError: LocalizedError, Sendable, CustomStringConvertible {
  var message: String
  init(_ message: String) { self.message = message }
  var errorDescription: String? { message }
  var description: String { message }
}
