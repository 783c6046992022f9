/// What a plugin says it does beyond the requests of version 1 as first written, in
/// `initialize`'s `features`: a plugin that does not name one is not asked to do it.
package enum PluginFeature: String, CaseIterable, Codable, Sendable {
  /// It answers a call by `SlotState.matchedAnswers`, the answers `stub` chose by argument.
  case matchedAnswers
}
