import StuntKit

extension Token {
  /// The token as a value; what cannot be read is the command's usage error.
  func value() throws(CommandError) -> Value {
    do {
      return try Value(token: self)
    } catch {
      throw CommandError(error.message)
    }
  }
}
