/// Every question the engine asks a loaded module, in the order `Plugins/PROTOCOL.md` lists
/// them: the table a plugin server answers from, beside the requests about the session itself.
package enum ModuleQuestions {
  package static let all: [any ModuleQuestion.Type] = [
    Depart.self, Snapshot.self, Send.self, Set.self, Step.self, SlotChanged.self,
    ClockCheck.self, ClockAdvance.self,
    EffectsAttribute.self, EffectsSettle.self, EffectsFinish.self, EffectsAwait.self, EffectsRunning.self, EffectsCancelAll.self,
    EffectsDrain.self, EffectsFolding.self,
    CallsList.self, MockStatus.self, MockExpect.self, MockVerify.self, CallsClear.self,
    ObjectsList.self, ObjectsName.self, RecordingList.self,
  ]

  /// The answer of a question that only acknowledges: `{}` on the wire.
  package struct Done: Codable, Sendable, Equatable {
    package init() {}
  }
}
