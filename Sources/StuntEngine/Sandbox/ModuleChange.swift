import StuntKit

/// What `send` and `set` do to a module: the change one step of it makes (`ModuleSession.step`).
package enum ModuleChange: Codable, Sendable {
  case send(input: String, arguments: [String: Value])
  case set(field: String, value: Value)

  /// What a failure while making it names: the input, or the field.
  package var subject: String {
    switch self {
    case .send(let input, _): input
    case .set(let field, _): field
    }
  }
}
