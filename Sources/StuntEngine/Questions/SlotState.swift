import StuntKit

/// A slot as the host's `use` and `stub` left it, as it crosses to a plugin (`module/load`,
/// `slot/changed`): each method's plain answer in `answers`, and the answers for calls whose
/// arguments match in `matchedAnswers`, in the order they were programmed (a later addition:
/// absent, none).
package struct SlotState: Codable, Sendable {
  package var slot: String
  package var variant: String
  package var options: [String: Value]
  package var answers: [String: StubAnswers.Answer]
  package var matchedAnswers: [StubAnswers.Programming]? = nil
  /// A slot live in a test context that no `use` chose (`DependencySlot.isUntested`): its first
  /// use in the instance is reported. Absent: false.
  package var untested: Bool? = nil
  /// What the slot's `record` variant kept, carried into a new instance (`reset`); absent on every
  /// other message, where the plugin's own recording stands.
  package var recording: [Recording.Entry]? = nil

  /// The slot as the host holds it, for the plugin.
  @MainActor package init(_ slot: DependencySlot) {
    let programmed = slot.answers.programmed
    let matched = programmed.filter { !$0.arguments.isEmpty }
    self.slot = slot.name
    variant = slot.variant
    options = slot.options
    answers = Dictionary(programmed.filter(\.arguments.isEmpty).map { ($0.method, $0.answer) }) { $1 }
    matchedAnswers = matched.isEmpty ? nil : matched
    untested = slot.isUntested ? true : nil
    let kept = slot.recording.entries
    recording = kept.isEmpty ? nil : kept
  }

  /// Makes the plugin's slot what the host's `use` and `stub` left it.
  @MainActor package func apply(to target: DependencySlot) throws(CommandError) {
    do {
      try target.use(variant, options: options)
    } catch {
      throw CommandError(error.message)
    }
    if let recording { target.recording.restore(recording) }
    let matched = matchedAnswers ?? []
    for method in target.descriptor.methods {
      let answer = answers[method.name]
      let answers = [answer].compactMap { $0 } + matched.filter { $0.method == method.name }.map(\.answer)
      for case .returns(let value) in answers.flatMap(\.answers) {
        if let problem = method.validate?(value) { throw CommandError("\(target.name).\(method.name) \(problem); got \(value)") }
      }
      let plain = answer.map { StubAnswers.Programming(method: method.name, answer: $0) }
      target.answers.reprogram(method.name, [plain].compactMap { $0 } + matched.filter { $0.method == method.name })
    }
  }
}
