/// What an argument names: tab completion offers those names, and a `choice` is checked
/// against its words before the command runs.
indirect enum ArgumentKind: Sendable {
  /// Free text: a value, a number, a message.
  case none
  case command
  case module
  case input
  /// `name=` for the parameters of the input that argument names (`send factResponse fact=`).
  case inputArgument(of: Argument)
  case slot
  /// A variant of the slot that argument names.
  case variant(of: Argument)
  /// `key=` for the options of the variant those arguments name (`use numberFact real url=`).
  case variantOption(slot: Argument, variant: Argument)
  /// A slot or an object double (`LoggedInRoutingMock#1`).
  case double
  /// A slot, an object double, or one's method (`numberFact.fetch`).
  case doubleOrMethod
  case method
  /// `name=` for the parameters of the method that argument names.
  case methodArgument(of: Argument)
  /// `3`, `never`, `atLeast 2`, `atMost 2`, `between 1 5`.
  case callCount
  case field
  case statePath
  case expectSubject
  case term
  case path
  /// One of these words and no other; anything else is refused with the closest one.
  case choice([String])
}

extension ArgumentKind {
  /// File paths complete from the file system, not from names the sandbox knows.
  var isPath: Bool {
    if case .path = self { return true }
    return false
  }
}

extension ArgumentKind {
  /// The arguments of the same form this kind completes from.
  var referredArguments: [Argument] {
    switch self {
    case .inputArgument(let argument), .variant(let argument), .methodArgument(let argument): [argument]
    case .variantOption(let slot, let variant): [slot, variant]
    default: []
    }
  }
}
