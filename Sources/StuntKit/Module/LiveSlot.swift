import IssueReporting

/// The live side of a declared slot in one module instance: the client of whichever variant
/// `use` chose, made on its first use and kept. One per slot and instance, from the environment.
///
/// ```swift
/// let clubService = environment.dependency(ClubProfileServiceEnableDoubles.slot)
/// await clubService.current.createClub(data: param)
/// ```
@MainActor
public final class LiveSlot<Client> {
  package let slot: DependencySlot
  let environment: ModuleEnvironment
  private let declaration: Slot<Client>
  private var made: [Int: Client] = [:]
  private var observers: [@MainActor () -> Void] = []

  init(_ declaration: Slot<Client>, slot: DependencySlot, environment: ModuleEnvironment) {
    self.declaration = declaration
    self.slot = slot
    self.environment = environment
  }

  /// Read anywhere: a swappable client names its slot when a state is printed (`SwappableClient`).
  nonisolated public var name: String { slot.name }

  /// What `stub <slot>.<method>` programmed; read on each call.
  public var answers: StubAnswers { slot.answers }

  /// The client of the active variant.
  public var current: Client {
    let index = slot.choice.index
    if slot.served(index, counts: !CallRecorder.isReadingState) { reportIssue(slot.untestedUse) }
    return client(at: index)
  }

  func client(of variant: Variant<Client>) -> Client {
    guard let index = declaration.variants.firstIndex(where: { $0.name == variant.name }) else {
      reportIssue("\(variant.name) is not a variant of \(name)")
      return current
    }
    return client(at: index)
  }

  /// The client of the first real variant the slot declares, if it has one.
  var realClient: Client? {
    declaration.variants.firstIndex { $0.kind == .real }.map(client(at:))
  }

  private func client(at index: Int) -> Client {
    if let client = made[index] { return client }
    let variant = declaration.variants[index]
    let client = variant.make(DoubleContext(dependency: self, keepsAnswers: variant.keepsAnswers))
    made[index] = client
    return client
  }

  /// Runs `body` after every `use` or `stub` of this slot: for an adapter that holds its
  /// dependency (a router's builder) and must make the new variant's object at once, so the
  /// objects it names are numbered when the user swaps, not when they are first called.
  public func onChange(_ body: @escaping @MainActor () -> Void) {
    observers.append(body)
  }

  func didChange() {
    for observer in observers { observer() }
  }

  public func isActive(_ variant: Variant<Client>) -> Bool {
    slot.variant == variant.name
  }

  /// The clients made so far, in the order the slot declares their variants.
  public var madeClients: [Client] {
    made.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The active client when it is `variant`'s, else a refusal saying what to `use` first.
  public func require(_ variant: Variant<Client>, to purpose: String) throws(ModuleError) -> Client {
    guard isActive(variant) else {
      throw ModuleError("\(name) is \(slot.variant); \(purpose) — use \(name) \(variant.name) first")
    }
    return current
  }
}
