import StuntKit

extension ModuleQuestions {
  /// What a slot's `record` variant kept, call by call: what `recording` turns into stubs.
  package struct RecordingList: KeptWhileIdle {
    package static let method = "recording/list"
    package static let isLaterAddition = true
    package static let changesModule = false
    package struct Answer: Codable, Sendable { package var entries: [Recording.Entry] }
    package var slot: String

    package func answer(by module: LoadedModule) throws(CommandError) -> Answer {
      guard let recorded = module.slots[slot] else { throw CommandError("no slot '\(slot)'") }
      return Answer(entries: recorded.recording.entries)
    }
  }
}

extension ModuleSession {
  package func recording(of slot: String) async throws(CommandError) -> [Recording.Entry] {
    try await ask(ModuleQuestions.RecordingList(slot: slot)).entries
  }
}
