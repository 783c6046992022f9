import StuntEngine

/// What a plugin says it does beyond the requests of version 1 as first written, in
/// `initialize`'s `features`: a plugin that does not name one is not asked to do it.
package enum PluginFeature: String, CaseIterable, Codable, Sendable {
  /// It answers a call by `SlotState.matchedAnswers`, the answers `stub` chose by argument.
  case matchedAnswers
}

/// A question a plugin can answer only with a feature it may not name: refused before it is
/// asked, saying what to do instead.
protocol NeedsAFeature {
  func refusal(by plugin: String, naming features: Set<PluginFeature>) -> CommandError?
}

extension ModuleQuestions.SlotChanged: NeedsAFeature {
  /// A plugin that cannot choose an answer by argument would give every call the plain one.
  func refusal(by plugin: String, naming features: Set<PluginFeature>) -> CommandError? {
    guard slot.matchedAnswers != nil, !features.contains(.matchedAnswers) else { return nil }
    return CommandError(
      "plugin \(plugin) does not choose answers by argument (it names no matchedAnswers feature) — stub \(slot.slot).<method> without name=value")
  }
}
