/// One implementation a slot offers, carrying the factory that makes it: the variant `use`
/// offers is, by construction, the one that runs (as a swift-dependencies client's
/// `liveValue` and `testValue` are values of the client type).
///
/// ```swift
/// static let slot = Slot<NumberFactClient>("numberFact", summary: "fetches a fact about the count", variants: [
///   .real(summary: "GET <url>/<n> over real HTTP") { context in .live(baseURL: context.server) },
///   Variant(.stub, summary: "answers what `stub numberFact.fetch` says") { context in .stub(context.answers) },
/// ])
/// ```
public struct Variant<Client>: Sendable {
  public let descriptor: VariantDescriptor
  /// Makes the client once per loaded instance, on the variant's first use; it is kept, so
  /// swapping back with `use` finds the same object with its name and counts. Read what can
  /// change between calls (`url=`, programmed answers) from the context when called.
  let make: @MainActor @Sendable (DoubleContext<Client>) -> Client

  /// `uses` names the slots the variant's client is built over (`environment.dependency` of
  /// each, in `make`), so `deps` can tell which slots a double above has cut off.
  public init(
    _ name: String, kind: DoubleKind, summary: String, options: [OptionDescriptor] = [], uses: [any DeclaredSlot] = [],
    make: @escaping @MainActor @Sendable (DoubleContext<Client>) -> Client
  ) {
    descriptor = VariantDescriptor(name, kind: kind, summary: summary, options: options, uses: uses.map(\.descriptor.name))
    self.make = make
  }

  /// A variant named after its kind: `stub`, `spy`, `failing` ...
  public init(
    _ kind: DoubleKind, summary: String, options: [OptionDescriptor] = [], uses: [any DeclaredSlot] = [],
    make: @escaping @MainActor @Sendable (DoubleContext<Client>) -> Client
  ) {
    self.init(kind.rawValue, kind: kind, summary: summary, options: options, uses: uses, make: make)
  }

  public var name: String { descriptor.name }
  public var kind: DoubleKind { descriptor.kind }
}

extension Variant {
  /// The production implementation. `url=` points a network client at another server; the
  /// context's `server` reads it on every call.
  public static func real(
    summary: String, takesURL: Bool = false, options: [OptionDescriptor] = [], uses: [any DeclaredSlot] = [],
    make: @escaping @MainActor @Sendable (DoubleContext<Client>) -> Client
  ) -> Self {
    let url = OptionDescriptor("url", .url, summary: "base URL of another server")
    return Self(.real, summary: summary, options: (takesURL ? [url] : []) + options, uses: uses, make: make)
  }

  /// A mock: a spy whose calls are checked against expectations; `times=N` expects every
  /// method exactly N times.
  public static func mock(summary: String, make: @escaping @MainActor @Sendable (DoubleContext<Client>) -> Client) -> Self {
    let times = OptionDescriptor("times", .int, summary: "how many times each method must be called")
    return Self(.mock, summary: summary, options: [times], make: make)
  }
}
