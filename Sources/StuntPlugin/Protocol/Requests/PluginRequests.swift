/// Every request of the plugin protocol: the table the plugin server answers from, in the order
/// `Plugins/PROTOCOL.md` lists them.
enum PluginRequests {
  static let all: [any PluginRequest.Type] = [
    Initialize.self, Shutdown.self,
    Load.self, Unload.self, Depart.self, Snapshot.self, Send.self, Set.self, Step.self,
    SlotChanged.self,
    ClockCheck.self, ClockAdvance.self,
    EffectsAttribute.self, EffectsSettle.self, EffectsFinish.self, EffectsAwait.self, EffectsRunning.self, EffectsCancelAll.self,
    EffectsDrain.self, EffectsFolding.self,
    CallsList.self, MockStatus.self, MockExpect.self, MockVerify.self, CallsClear.self,
    ObjectsList.self, ObjectsName.self,
  ]
}
