/// What a slot's `record` variant kept: each call in the order it was made, its arguments and
/// what the slot answered (a value or a thrown error), so that `recording <slot>` can write the
/// stub lines that give the answers again (VCR's cassette) and `playback <slot>` run them.
///
/// A spy keeps answers where its recorder has a recording (the `record` variant's); the generated
/// ones do, and a hand-written one does it the same way:
///
/// ```swift
/// let recorded = recorder.record(URLSessionSlot.dataTask.name, URLSessionSlot.arguments(of: url))
/// let answer = try await real.data(from: url)
/// recorded?.returned(answer)   // nil, and nothing kept, unless the slot is `record`
/// ```
///
/// It belongs to the slot, not to the call log: `use` starts a double's calls afresh, and the
/// recording must outlive the swap to the stub it becomes.
public final class Recording: Sendable {
  /// One call: its answer is nil while the call is under way.
  public struct Entry: Equatable, Sendable, Codable {
    public var method: String
    public var arguments: [CallLog.Argument]
    public var answer: StubAnswers.Answer?

    public init(method: String, arguments: [CallLog.Argument], answer: StubAnswers.Answer? = nil) {
      self.method = method
      self.arguments = arguments
      self.answer = answer
    }
  }

  private let state = Guarded<[Entry]>([])

  public init() {}

  public var entries: [Entry] { state.withLock { $0 } }

  /// Keeps a call as it starts, so calls keep the order they were made in whatever order they
  /// end; the answer comes with `answered`.
  func begin(_ method: String, _ arguments: [CallLog.Argument]) -> Int {
    state.withLock { entries in
      entries.append(Entry(method: method, arguments: arguments))
      return entries.count - 1
    }
  }

  func answered(_ index: Int, _ answer: StubAnswers.Answer) {
    state.withLock { entries in
      guard entries.indices.contains(index) else { return }
      entries[index].answer = answer
    }
  }

  /// Starts afresh: `use <slot> record` begins a new recording.
  public func clear() {
    state.withLock { $0.removeAll() }
  }

  /// Takes over another slot's recording (`reset` keeps it).
  public func restore(_ entries: [Entry]) {
    state.withLock { $0 = entries }
  }
}

/// A call the `record` variant is keeping, to be given its answer when the call ends.
public struct RecordedCall: Sendable {
  let recording: Recording
  let index: Int

  /// The value the call returned, as a stub is told it: a result that carries failure
  /// (`ResultCarrying`) as its success or its error.
  public func returned<Result>(_ value: Result) {
    let carried = (value as? any ResultCarrying)?.recordedAnswer
    recording.answered(index, carried ?? .returns(Value(recorded: value)))
  }

  /// A call that returns nothing returned.
  public func returnedNothing() {
    recording.answered(index, .returns(.null))
  }

  /// An error the call threw, as its text: what a stub's `throws "..."` throws again.
  public func threw(_ error: any Error) {
    recording.answered(index, .throws(.string(StubbedError.text(of: error))))
  }

  /// An answer made by the double itself (a URL session's data, status and headers).
  public func answered(_ answer: StubAnswers.Answer) {
    recording.answered(index, answer)
  }
}

extension Value {
  /// A value a call answered, as `decode` reads it back: its `Encodable` form when it has one
  /// (a stub decodes the answer into the same type), an object by its type, else as it reads.
  init(recorded value: Any) {
    if let value = value as? Value {
      self = value
    } else if Mirror(reflecting: value).displayStyle == .class {
      // An object is answered by its type, as `stub ... returns LoggedInRouter` names one: its
      // insides are the module's, and its address changes from run to run.
      self = .word(String(describing: type(of: value)))
    } else if let encodable = value as? any Encodable, let encoded = try? Value(encoding: encodable) {
      self = encoded
    } else {
      self.init(reflecting: value)
    }
  }
}
