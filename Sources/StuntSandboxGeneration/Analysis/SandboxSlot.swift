import StuntDoublesGeneration

/// A dependency of the type under test, as a slot of its sandbox module: one per protocol-typed
/// `init` parameter (or tuple element of one) and per settable stored property of protocol type.
struct SandboxSlot {
  /// The parameter's, the tuple element's or the property's name as a plain identifier (apart
  /// from the other slots'): what `use` takes.
  let name: String
  /// The name as the type declares it: the property a slot set after `init` is set through.
  let declaredName: String
  /// As Swift code names it: `Logging`, or `Greeter.Logging` for a protocol nested in a type.
  let protocolName: String
  /// The protocol's doc comment, else where the slot comes from.
  let summary: String
  /// Where the slot's client goes: an initializer argument, or a property set after it.
  let injectedBy: InjectionPoint
  /// The production implementation the package makes, when one was found.
  let real: RealImplementation?

  enum InjectionPoint: Equatable {
    case initializer
    case property
  }

  /// The name of the slot's static property and of the local holding its client.
  var identifier: String { SwiftName.escaped(name) }

  /// The generated doubles' enum: `LoggingDoubles`, `GreeterLoggingDoubles`.
  var doubles: String { DoublesNaming.doubles(ofProtocol: protocolName) }
}
