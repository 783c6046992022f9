import StuntKit

/// Where this module's doubles write their calls besides their own counters: the sandbox's call
/// log, with objects in arguments by their stable names. Nil in a plain unit test, where the
/// counters are all there is, as in the seed.
@MainActor
struct MockRecording {
  let recorder: CallRecorder
  let names: ObjectNames

  func record(_ method: String, _ arguments: [(label: String, object: AnyObject)] = []) {
    recorder.record(method, arguments.map { CallLog.Argument($0.label, names.reference(to: $0.object)) })
  }
}
