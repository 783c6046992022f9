import StuntEngine
import StuntKit

extension PluginMessage.SlotState {
  /// The slot as the host holds it, for the plugin.
  @MainActor init(_ slot: DependencySlot) {
    let programmed = slot.answers.programmed
    let matched = programmed.filter { !$0.arguments.isEmpty }
    self.init(
      slot: slot.name, variant: slot.variant, options: slot.options,
      answers: Dictionary(programmed.filter(\.arguments.isEmpty).map { ($0.method, $0.answer) }) { $1 },
      matchedAnswers: matched.isEmpty ? nil : matched, untested: slot.isUntested ? true : nil)
  }

  /// Makes the plugin's slot what the host's `use` and `stub` left it.
  @MainActor func apply(to target: DependencySlot) throws(CommandError) {
    do {
      try target.use(variant, options: options)
    } catch {
      throw CommandError(error.message)
    }
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

extension PluginMessage.Snapshot {
  /// The module as the host reads it after every command, with the hints that spare it the
  /// next requests: whether anything can change before the next one, and the object doubles.
  @MainActor init(of module: LoadedModule) {
    self.init(
      state: module.liveState, alert: module.alert, pendingEvents: module.hasEvents, idle: module.runningEffects.isEmpty,
      objects: module.objectDoubles)
  }
}
