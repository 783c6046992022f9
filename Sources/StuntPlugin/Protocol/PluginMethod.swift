/// Every request of the plugin protocol, by the name it has on the wire. The host sends them;
/// a plugin answers each (`Plugins/PROTOCOL.md` gives the parameters and results).
package enum PluginMethod: String, CaseIterable, Sendable {
  case initialize
  case shutdown
  case load = "module/load"
  case unload = "module/unload"
  case depart = "module/depart"
  case snapshot = "module/snapshot"
  case send = "module/send"
  case set = "module/set"
  case step = "module/step"
  case slotChanged = "slot/changed"
  case clockCheck = "clock/check"
  case clockAdvance = "clock/advance"
  case effectsAttribute = "effects/attribute"
  case effectsRunning = "effects/running"
  case effectsCancelAll = "effects/cancelAll"
  case effectsSettle = "effects/settle"
  case effectsFinish = "effects/finish"
  case effectsDrain = "effects/drain"
  case effectsFolding = "effects/folding"
  case calls = "calls/list"
  case mockStatus = "mock/status"
  case mockExpect = "mock/expect"
  case mockVerify = "mock/verify"
  case callsOrder = "calls/order"
  case callsClear = "calls/clear"
  case objects = "objects/list"
  case objectName = "objects/name"

  /// Requests added to version 1 after plugins were written against it: a plugin that does not
  /// know one answers "method not found", and is refused that command rather than stopped
  /// (`module/step`, which only saves requests, is then made of the three it stands for;
  /// without `effects/folding`, `receive` takes a folded run's actions one by one; without
  /// `module/depart`, an instance goes without showing what it did).
  package var isLaterAddition: Bool { [.callsClear, .step, .effectsFolding, .depart].contains(self) }
}
