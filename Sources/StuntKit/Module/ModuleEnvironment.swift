import Foundation
import IssueReporting

/// What the sandbox hands a module instance: its dependency slots, the call log its spies and
/// mocks write to, the names of its objects, the runtime its effects run in, and the loopback
/// backend its real network dependencies talk to. One environment per loaded instance, so `load` and `reset` start with
/// empty logs; the backend belongs to the sandbox and outlives them.
@MainActor
public final class ModuleEnvironment {
  package let slots: DependencySlots
  public let calls: CallLog
  public let objects = ObjectNames()
  public let effects: EffectRuntime
  public let backend: (any Backend)?
  /// Weakly: a live slot holds its environment, and the module holds its live slots.
  private var dependencies: [String: WeakLiveSlot] = [:]
  private var teardowns: [@MainActor () -> Void] = []
  private var departures: [@MainActor () -> Void] = []
  private var madeFolder: URL?
  private var services: [ObjectIdentifier: AnyObject] = [:]
  /// Reads the module's `state` once the module is made (set by the instance that made it),
  /// for what needs the state but is made in the module's `init`: `CompletionHandlers`.
  package var moduleState: @MainActor () -> any Sendable = { () }

  package init(
    slots: DependencySlots, calls: CallLog = CallLog(), effects: EffectRuntime = EffectRuntime(),
    backend: (any Backend)? = nil
  ) {
    self.slots = slots
    self.calls = calls
    self.effects = effects
    self.backend = backend
  }

  /// Names an object double (a mock made during the session, not a slot), makes its methods
  /// known to `calls`, `mock` and `verify`, and puts it in mock mode.
  @discardableResult
  public func register(double object: AnyObject, methods: [MethodDescriptor]) -> String {
    let name = objects.register(double: object, methods: methods)
    if !calls.isMock(name) { calls.becomeMock(name) }
    return name
  }

  /// Registers an object double and returns where it records: under its own name.
  public func recorder(forDouble object: AnyObject, methods: [MethodDescriptor]) -> CallRecorder {
    CallRecorder(double: register(double: object, methods: methods), calls: calls, names: objects)
  }

  /// The live side of a declared slot: one per slot and instance, so every adapter that asks
  /// for it sees the same clients.
  public func dependency<Client>(_ declaration: Slot<Client>) -> LiveSlot<Client> {
    let held = dependencies[declaration.name]?.slot
    if let made = held as? LiveSlot<Client> { return made }
    if slots[declaration.name] == nil || held != nil {
      reportIssue("slot \(declaration.name) is not declared once among the module's slots; `use` cannot reach it")
    }
    let dependency = LiveSlot(declaration, slot: slots.require(declaration.descriptor), environment: self)
    dependencies[declaration.name] = WeakLiveSlot(slot: dependency)
    return dependency
  }

  /// One object of this type per instance, made on first use: what several slots' variants
  /// share (one SQLite file under the persistent and the history manager), as the module's
  /// `init` and the variants' factories both reach it from the environment.
  ///
  /// ```swift
  /// .real(summary: "rows in an SQLite file") { context in
  ///   PersistentManager(store: context.environment.shared { ProjectStore(environment: context.environment) })
  /// }
  /// ```
  public func shared<Service: AnyObject>(_ make: () -> Service) -> Service {
    if let made = services[ObjectIdentifier(Service.self)] as? Service { return made }
    let made = make()
    services[ObjectIdentifier(Service.self)] = made
    return made
  }

  /// Runs `body` when this instance goes: `unload`, `reset`, another `load` or the end of the
  /// session. For what only the module can undo: a reference cycle in the code under test,
  /// a database to close. Teardowns run last first.
  public func onTearDown(_ body: @escaping @MainActor () -> Void) {
    teardowns.append(body)
  }

  /// Runs `body` when the sandbox drops this instance (`unload`, `reset`, another `load`), before
  /// its teardowns and while it can still be read: for what the system under test does as it
  /// is released, which a user should see (a RIBs router detaching its children). The command
  /// that dropped it prints the state's change and the calls made meanwhile. Not run at the end
  /// of a session, where nothing would show it.
  public func onDeparture(_ body: @escaping @MainActor () -> Void) {
    departures.append(body)
  }

  /// Runs the departures, in the order they were added; false when there were none. Running
  /// it again does nothing.
  package func depart() -> Bool {
    let departures = self.departures
    self.departures = []
    for departure in departures { departure() }
    return !departures.isEmpty
  }

  /// A folder of this instance's own under the system's temporary folder, made on first use
  /// and removed, with what is in it, when the instance goes (a SQLite file, a download).
  public func temporaryFolder() throws(ModuleError) -> URL {
    if let madeFolder { return madeFolder }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stunt-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    } catch {
      throw ModuleError("cannot make a temporary folder: \(error.localizedDescription)")
    }
    madeFolder = folder
    return folder
  }

  /// Called by the sandbox once the instance has gone from it; running it twice does nothing.
  package func tearDown() {
    let teardowns = self.teardowns
    self.teardowns = []
    departures = []
    for teardown in teardowns.reversed() { teardown() }
    services = [:]
    if let madeFolder {
      try? FileManager.default.removeItem(at: madeFolder)
      self.madeFolder = nil
    }
  }

  /// Tells the adapters that hold `slot` (`LiveSlot.onChange`) that `use` or `stub` changed it.
  func slotDidChange(_ slot: DependencySlot) {
    dependencies[slot.name]?.slot?.didChange()
  }

  private struct WeakLiveSlot {
    weak var slot: (any ObservedSlot)?
  }

  /// An environment with every slot on its default variant.
  package convenience init(for descriptor: ModuleDescriptor, backend: (any Backend)? = nil) {
    self.init(slots: DependencySlots(descriptor.slots), backend: backend)
  }
}

/// A `LiveSlot` of any client type, as the environment tells it about changes.
@MainActor
protocol ObservedSlot: AnyObject {
  func didChange()
}

extension LiveSlot: ObservedSlot {}
