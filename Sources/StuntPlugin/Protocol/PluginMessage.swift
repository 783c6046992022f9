import StuntEngine
import StuntKit

/// The results of the plugin protocol's requests (`PluginRequests`), and the slot state some of
/// them carry, as they cross the wire. Durations are whole nanoseconds; state is StuntKit's
/// `StateNode` tree.
package enum PluginMessage {
  package struct Initialized: Codable, Sendable {
    package var protocolVersion: Int
    package var server: String
    package var modules: [ModuleDescriptor]
    /// What it does beyond the first requests of version 1 (`PluginFeature`, by name; names it
    /// does not know are ignored). Absent: none.
    package var features: [String]? = nil
  }

  /// A slot as the host's `use` and `stub` left it: each method's plain answer in `answers`,
  /// and the answers for calls whose arguments match in `matchedAnswers`, in the order they
  /// were programmed (a later addition: absent, none).
  package struct SlotState: Codable, Sendable {
    package var slot: String
    package var variant: String
    package var options: [String: Value]
    package var answers: [String: StubAnswers.Answer]
    package var matchedAnswers: [StubAnswers.Programming]? = nil
    /// A slot live in a test context that no `use` chose (`DependencySlot.isUntested`): its first
    /// use in the instance is reported. Absent: false.
    package var untested: Bool? = nil
  }

  package struct Loaded: Codable, Sendable {
    package var instance: Int
  }

  /// What `module/depart` answers: what the instance did as it was dropped, if it did anything.
  package struct Departed: Codable, Sendable {
    package var departure: Departure?
  }

  package struct Snapshot: Codable, Sendable {
    package var state: StateNode
    package var alert: AlertSnapshot?
    /// Effects produced events (`effects/drain` hands them over) since they were last drained.
    package var pendingEvents: Bool
    /// No effect is running: nothing changes until the host's next request, so what it read
    /// stays true across commands. Absent (a plugin that predates it): unknown.
    package var idle: Bool?
    /// The object doubles, as `objects/list` would answer; absent: ask.
    package var objects: [ObjectDouble]?
  }

  /// What `effects/settle` answers: `{}`, or (a later addition) the snapshot the host would ask
  /// for next, which saves it the request.
  package struct Settled: Codable, Sendable {
    package var snapshot: Snapshot?
  }

  /// What `module/step` answers: the state after it, always. A step that answered `{}` would
  /// read as "nothing changed", so an answer without its snapshot is out of protocol.
  package struct Stepped: Codable, Sendable {
    package var snapshot: Snapshot
  }

  package struct Made: Codable, Sendable {
    package var made: [String]
  }

  package struct Effects: Codable, Sendable {
    package var effects: [EffectRuntime.RunningEffect]
  }

  package struct Finished: Codable, Sendable {
    package var finished: Bool
  }

  package struct Events: Codable, Sendable {
    package var events: [ModuleEvent]
  }

  package struct Calls: Codable, Sendable {
    package var calls: [CallLog.Call]
  }

  package struct MockStatus: Codable, Sendable {
    package var isMock: Bool
    package var expectations: [CallExpectation]
  }

  package struct Verified: Codable, Sendable {
    package var met: Int
    package var unmet: [UnmetExpectation]
  }

  package struct Objects: Codable, Sendable {
    package var doubles: [ObjectDouble]
  }

  package struct Name: Codable, Sendable {
    package var name: String?
  }
}

extension Duration {
  package var nanoseconds: Int64 {
    let (seconds, attoseconds) = components
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    return overflow ? .max : scaled.addingReportingOverflow(attoseconds / 1_000_000_000).partialValue
  }
}
