/// A dependency a module lets the user swap: its name, the methods `stub`, `calls` and `mock`
/// can name, and the variants it offers, the first being what a freshly loaded module uses.
///
/// ```swift
/// // declare once, beside the client type
/// static let slot = Slot<RentServiceEnable>("rentService", summary: "...", methods: [...], variants: [...])
/// // in the module: the slot's live side, resolved call by call
/// let rentService = environment.dependency(RentServiceEnableDoubles.slot)
/// rentService.current.rent()
/// ```
public struct Slot<Client>: DeclaredSlot {
  public let descriptor: SlotDescriptor
  public let variants: [Variant<Client>]

  public init(_ name: String, summary: String, methods: [MethodDescriptor] = [], variants: [Variant<Client>]) {
    precondition(!variants.isEmpty, "slot \(name) declares no variant")
    self.variants = variants
    descriptor = SlotDescriptor(
      name: name, summary: summary, variants: variants.map(\.descriptor), defaultVariant: variants[0].name,
      methods: methods)
  }

  public var name: String { descriptor.name }
}

/// A slot of any client type, as a module lists them (`static let slots: [any DeclaredSlot]`).
public protocol DeclaredSlot: Sendable {
  var descriptor: SlotDescriptor { get }
}
