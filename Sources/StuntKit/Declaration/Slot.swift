import Foundation

// A slot as a module declares it: the slot, the variants it offers, and what a variant's
// factory is given to build its client.

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

  /// `exercisedBy` is the commands that make the module call this slot once `use` has chosen
  /// a variant (`["send factButtonTapped"]`): the contract tests send them to see that the
  /// variant chosen is the one that serves. Without them, they send every input the module
  /// takes, which is enough for a module whose inputs need no arguments or setup.
  public init(
    _ name: String, summary: String, methods: [MethodDescriptor] = [], exercisedBy exercises: [String] = [],
    variants: [Variant<Client>]
  ) {
    precondition(!variants.isEmpty, "slot \(name) declares no variant")
    let real = variants.first { $0.kind == .real }
    var variants = variants.map { $0.over(real) }
    if real != nil, !variants.contains(where: { $0.name == SlotDescriptor.recordVariant }),
      let spy = variants.firstIndex(where: { $0.name == DoubleKind.spy.rawValue && $0.kind == .spy })
    {
      variants.insert(variants[spy].recording(), at: spy + 1)
    }
    self.variants = variants
    descriptor = SlotDescriptor(
      name: name, summary: summary, variants: variants.map(\.descriptor), defaultVariant: variants[0].name,
      methods: methods, exercises: exercises)
  }

  public var name: String { descriptor.name }
}

/// A slot of any client type, as a module lists them (`static let slots: [any DeclaredSlot]`).
public protocol DeclaredSlot: Sendable {
  var descriptor: SlotDescriptor { get }
}

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
  public private(set) var descriptor: VariantDescriptor
  /// Set on a variant built over the slot's real one (`DoubleContext.real`): what it is where
  /// the slot has no real variant to wrap.
  private var summaryWithoutReal: String?
  /// The `record` variant: its recorder keeps each call's answer in the slot's `Recording`.
  private(set) var keepsAnswers = false
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

  /// A variant built over the slot's real variant, whose client `DoubleContext.real` gives:
  /// where the slot has one, the variant also uses what the real one uses (`deps` marks those
  /// slots used); where it has none, it says `summaryWithoutReal`.
  public func overReal(summaryWithoutReal: String) -> Self {
    var variant = self
    variant.summaryWithoutReal = summaryWithoutReal
    return variant
  }

  /// The `record` variant a slot with a real variant offers beside its spy: the same spy, which
  /// keeps each call's answer too, so that `recording <slot>` can write the stubs that give them.
  func recording() -> Self {
    var variant = self
    variant.descriptor.name = SlotDescriptor.recordVariant
    variant.descriptor.summary =
      "the real implementation, keeping each call and its answer to replay as stubs"
    variant.descriptor.options = []
    variant.keepsAnswers = true
    return variant
  }

  /// As the slot with this real variant offers it.
  func over(_ real: Variant?) -> Self {
    guard let summaryWithoutReal else { return self }
    var variant = self
    if let real {
      variant.descriptor.uses += real.descriptor.uses.filter { !descriptor.uses.contains($0) }
    } else {
      variant.descriptor.summary = summaryWithoutReal
    }
    return variant
  }
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
  /// method exactly N times, and `strict=true` fails a call no `stub` programmed.
  public static func mock(summary: String, make: @escaping @MainActor @Sendable (DoubleContext<Client>) -> Client) -> Self {
    let times = OptionDescriptor("times", .int, summary: "how many times each method must be called")
    return Self(.mock, summary: summary, options: [times, .strict], make: make)
  }
}

/// What a variant's factory is given: its slot (programmed answers, `use` options), the module
/// instance's environment (the call log, the backend, the effect runtime, object names, the
/// other slots) and the slot's other variants, which a spy may wrap.
@MainActor
public struct DoubleContext<Client> {
  unowned let dependency: LiveSlot<Client>
  /// The variant being made keeps its calls' answers (`record`).
  var keepsAnswers = false

  package var slot: DependencySlot { dependency.slot }
  public var environment: ModuleEnvironment { dependency.environment }

  /// What `stub <slot>.<method>` programmed; read on each call.
  public var answers: StubAnswers { slot.answers }

  /// Where the slot's spies and mocks write their calls: under the slot's name, objects in
  /// arguments by their stable names.
  public var recorder: CallRecorder {
    CallRecorder(double: slot.name, calls: environment.calls, names: environment.objects, recording: keepsAnswers ? slot.recording : nil)
  }

  /// The client of another variant of this slot, made if it was not yet: a spy that wraps the
  /// real object keeps what the real one did when `use` swaps between them.
  public func client(of variant: Variant<Client>) -> Client {
    dependency.client(of: variant)
  }

  /// The client of the slot's real variant (the first it declares), which a spy wraps as
  /// Mockito's does; nil when the slot has none.
  public var real: Client? {
    dependency.realClient
  }

  /// The root of the server a real network client talks to: `url=` as given at the time of
  /// the call, else the embedded backend.
  public var server: @Sendable () async throws -> URL {
    // Weakly: a request still in URLSession's hands must not keep an unloaded module's slot.
    let backend = environment.backend
    return { [weak slot = slot] in
      guard let slot else { throw CancellationError() }
      return try await ServerURL.resolve(slot.givenServer, backend, slot: slot.name)()
    }
  }
}
