import StuntKit

/// The module as the host reads it after every command (`ModuleQuestions.Snapshot`), with the
/// hints that spare a plugin's module the next requests: whether anything can change before the
/// next one, and the object doubles.
package struct ModuleSnapshot: Codable, Sendable {
  package var state: StateNode
  package var alert: AlertSnapshot?
  /// Effects produced events (`effects/drain` hands them over) since they were last drained.
  package var pendingEvents: Bool
  /// No effect is running: nothing changes until the host's next request, so what it read
  /// stays true across commands. Absent (a plugin that predates it): unknown.
  package var idle: Bool?
  /// The object doubles, as `objects/list` would answer; absent: ask.
  package var objects: [ObjectDouble]?

  package init(state: StateNode, alert: AlertSnapshot?, pendingEvents: Bool, idle: Bool?, objects: [ObjectDouble]?) {
    self.state = state
    self.alert = alert
    self.pendingEvents = pendingEvents
    self.idle = idle
    self.objects = objects
  }

  @MainActor init(of module: LoadedModule) {
    self.init(
      state: module.instance.state, alert: module.instance.alert, pendingEvents: module.effects.hasEvents,
      idle: module.effects.runningEffects.isEmpty, objects: module.environment.objects.doubles)
  }

  var isIdle: Bool { idle == true }
}
