import StuntDoublesGeneration
/// A value the type under test needs that the sandbox cannot make up (a type only the package
/// knows how to make): the module gets a function that returns it, `toBeWritten` until the user
/// writes it, so the sandbox compiles and `load` says what to write where.
struct UnwrittenValue: Equatable {
  /// The parameter it is passed as: `config`.
  var name: String
  /// Its type as declared: `Configuration`.
  let type: String

  /// `madeConfig`
  var function: String { "made" + SwiftName.upperCamel(name) }

  /// What `load` and the summary say is to be written.
  func what(_ typeName: String) -> String {
    "the \(name): \(type) that \(typeName)'s init takes, in \(function)()"
  }
}
