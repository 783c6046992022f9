import BuiltInModules
import StuntBackend
import StuntKit
import Testing

@testable import StuntEngine
import StuntTesting

/// Issue 55, on every built-in module: each slot that offers `record` keeps what its real
/// implementation answered to the slot's exercises, `recording` writes it out, and `playback`
/// switches the slot to the double that answers as programmed, which then serves the same
/// exercises. Where the module's state shows only what its dependencies answered (no store it
/// reads for itself), the same commands print the same again.
@MainActor
@Suite("Every recorded slot plays back what it recorded", .mainSerialExecutor)
struct RecordedSlotsPlayBackTests {
  /// Modules whose state is what the system under test made of its answers: the project module
  /// also shows the rows of its real stores, which a stub does not write.
  static let printsOnlyWhatItWasAnswered: Set = ["counter", "club-profile", "updown"]

  @Test func everyRecordableSlotPlaysBackItsRecording() async throws {
    var recordable: [String] = []
    var samePrinted: [String] = []
    for entry in BuiltInModules.ModuleRegistry.all {
      let backend = EmbeddedBackend()
      for slot in entry.descriptor.slots where slot.variant(named: SlotDescriptor.recordVariant) != nil {
        let name = "\(entry.name).\(slot.name)"
        recordable.append(name)
        let sandbox = Sandbox(modules: BuiltInModules.ModuleRegistry.all, backend: backend)
        _ = await sandbox.execute("backend random-seed 7")
        _ = await sandbox.execute("load \(entry.name)")
        #expect(await sandbox.execute("use \(slot.name) record").status == .ok, "\(name)")
        let exercises = OfferedVariantRunsTests.exercises(of: slot, in: entry.descriptor)
        var recorded: [[String]] = []
        for command in exercises { recorded.append(await sandbox.execute(command).lines) }
        let recording = await sandbox.execute("recording \(slot.name)")
        #expect(recording.status == .ok && !recording.lines.isEmpty, "\(name): \(recording.lines)")
        let playback = await sandbox.execute("playback \(slot.name)")
        #expect(playback.status == .ok, "\(name): \(playback.lines)")
        let live = try #require(sandbox.loaded?.slots[slot.name])
        #expect(live.kind.answersAsProgrammed && live.variant != SlotDescriptor.recordVariant, "\(name) is \(live.variant)")
        // Whatever the recording could not give again says so, and only the router's builders,
        // which answer with objects, have such answers.
        let leftOut = recording.lines.filter { $0.hasPrefix("# left out") }
        #expect(leftOut.isEmpty || name == "router.loggedInBuilder", "\(name): \(leftOut)")
        _ = await sandbox.execute("backend random-seed 7")
        _ = await sandbox.execute("reset")
        var replayed: [[String]] = []
        for command in exercises { replayed.append(await sandbox.execute(command).lines) }
        #expect(sandbox.loaded?.slots[slot.name]?.servedVariant == live.variant, "\(name)")
        if Self.printsOnlyWhatItWasAnswered.contains(entry.name) {
          #expect(replayed == recorded, "\(name): the stub answers as the real one did")
          samePrinted.append(name)
        }
        _ = await sandbox.execute("unload")
      }
      await backend.stop()
    }
    #expect(samePrinted == ["counter.numberFact", "club-profile.clubService", "club-profile.rentService", "updown.urlSession"])
    #expect(recordable.count == 14, "\(recordable)")
  }
}
