import IssueReporting

/// Where one double writes its calls: a slot (`loggedInBuilder`) or an object double
/// (`LoggedInRoutingMock#1`). A strict mock's unexpected call is reported at once: the sandbox
/// prints it as a FAIL and goes on, where a unit test would fail.
///
/// Generated doubles and hand-written ones record through the same recorder, into the one
/// call log, so `verify order` reads across them:
///
/// ```swift
/// func build(withListener listener: LoggedInListener) -> LoggedInRouting {
///   recorder?.record(LoggedInBuildableMethod.build, objects: [("listener", listener)])   // listener: RootInteractor#1
///   ...
/// }
/// ```
public struct CallRecorder: Sendable {
  public let double: String
  public let calls: CallLog
  /// Names objects in arguments (`RootInteractor#1`); nil outside a sandbox.
  public let names: ObjectNames?
  /// Where the slot's `record` variant keeps each call with its answer; nil for other doubles.
  public let recording: Recording?

  public init(double: String, calls: CallLog, names: ObjectNames? = nil, recording: Recording? = nil) {
    self.double = double
    self.calls = calls
    self.names = names
    self.recording = recording
  }

  /// Records a call; when the double keeps answers (`record`), the returned call is told the
  /// answer once the double it wraps gave it.
  @discardableResult
  public func record(_ method: String, _ arguments: [CallLog.Argument] = []) -> RecordedCall? {
    guard !Self.isReadingState else { return nil }
    if let unexpected = calls.record(double, method, arguments) {
      reportIssue(unexpected)
    }
    return recording.map { RecordedCall(recording: $0, index: $0.begin(method, arguments)) }
  }

  /// A call of a generated double: each argument as it reads.
  @discardableResult
  public func record(_ method: String, reflecting arguments: [(label: String?, value: Any)]) -> RecordedCall? {
    record(method, arguments.map { CallLog.Argument($0.label, Self.value(of: $0.value)) })
  }

  /// A call of a generated double of a main-actor protocol, whose objects are named as the
  /// sandbox names them (`Listener#1`): ObjectNames lives on the main actor.
  @MainActor @discardableResult
  public func record(_ method: String, naming arguments: [(label: String?, value: Any)]) -> RecordedCall? {
    record(method, arguments.map { argument in
      CallLog.Argument(argument.label, Self.object(in: argument.value).map(reference(to:)) ?? Self.value(of: argument.value))
    })
  }

  /// An argument as it reads; one the double already read (a closure, by its type) as it is.
  private static func value(of argument: Any) -> Value {
    argument as? Value ?? Value(reflecting: argument)
  }

  /// The object a value is, or wraps in an optional.
  private static func object(in value: Any) -> AnyObject? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional { return mirror.children.first.flatMap { object(in: $0.value) } }
    return mirror.displayStyle == .class ? value as AnyObject : nil
  }

  /// A call whose arguments are objects, each recorded by its stable name.
  @MainActor @discardableResult
  public func record(_ method: String, objects: [(label: String, object: AnyObject)]) -> RecordedCall? {
    record(method, objects.map { CallLog.Argument($0.label, reference(to: $0.object)) })
  }

  /// A call of a hand-written double, by its protocol's method (`@MethodNames`).
  @discardableResult
  public func record(_ method: some MethodName, _ arguments: [CallLog.Argument] = []) -> RecordedCall? {
    record(method.rawValue, arguments)
  }

  @MainActor @discardableResult
  public func record(_ method: some MethodName, objects: [(label: String, object: AnyObject)]) -> RecordedCall? {
    record(method.rawValue, objects: objects)
  }

  /// True while the sandbox reads a module's state or alert. A module whose state is what its
  /// system under test answers (a view model reading its use case) would otherwise record a
  /// call on a spy or mock each time the user looked: looking is not calling.
  @TaskLocal static var isReadingState = false

  /// Runs `body` as the sandbox reads state: what it calls through doubles is not recorded. For
  /// a module that must look at what its system under test shows (to find a project by its
  /// title) without that look counting as a call the user made.
  public static func observing<T>(_ body: () throws -> T) rethrows -> T {
    try $isReadingState.withValue(true, operation: body)
  }

  @MainActor
  private func reference(to object: AnyObject) -> Value {
    names?.reference(to: object) ?? .reference(String(describing: type(of: object)))
  }
}
