import Foundation
import StuntEngine
import StuntKit

/// A plugin's module, loaded: every question the engine asks is a request to the plugin's
/// process, about this instance. The slots' choices stay here, with the engine, and go to
/// the plugin whenever `use` or `stub` changes one.
///
/// A request that fails throws its failure: the command that asked prints it as its `error:`
/// line, and the sandbox restores the module.
@MainActor
final class PluginModule: ModuleSession {
  let descriptor: ModuleDescriptor
  let slots: DependencySlots
  private let connection: PluginConnection
  private let instance: Int
  private let backend: (any Backend)?
  private var torn = false

  /// Loads `descriptor`'s module in the plugin, with the slots as `slots` has them.
  init(_ descriptor: ModuleDescriptor, slots: DependencySlots, connection: PluginConnection, backend: (any Backend)?) async throws(CommandError) {
    self.descriptor = descriptor
    self.slots = slots
    self.connection = connection
    self.backend = backend
    // The backend starts while the plugin does.
    async let address = backend?.baseURL()
    try await connection.start()
    // A plugin can be told only an address: a backend that could not start is said here, where
    // in process the first request of a real dependency would say it.
    let url: URL?
    do {
      url = try await address
    } catch is BackendStopped {
      // `backend stop`: the module loads, and its real dependencies have no server to ask.
      url = nil
    } catch {
      throw CommandError("\(descriptor.name) cannot be loaded: its backend did not start (\(error.localizedDescription))")
    }
    let load = PluginRequests.Load(module: descriptor.name, backend: url?.absoluteString, slots: slots.all.map(SlotState.init))
    instance = try await connection.ask(load).instance
    _ = try await ask(ModuleQuestions.Snapshot())
  }

  var failure: String? { connection.failure }

  /// What the plugin answered that is still true.
  private let answers = AnswerCache()

  func refresh() { answers.refresh() }

  /// One request about this instance, unless what was read answers it.
  func ask<Question: ModuleQuestion>(_ question: Question) async throws(CommandError) -> Question.Answer {
    try await answers.answer(question) { () throws(CommandError) in try await request(question) }
  }

  /// A later addition the plugin does not answer is answered by what stands in for it, when
  /// something does.
  private func request<Question: ModuleQuestion>(_ question: Question) async throws(CommandError) -> Question.Answer {
    if torn, let standIn = try await question.standIn(by: self) { return standIn }
    if let refusal = (question as? any NeedsAFeature)?.refusal(by: connection.source.name, naming: connection.features) {
      throw refusal
    }
    do throws(CommandError) {
      return try await connection.ask(InstanceRequest(instance: instance, question: question), about: question.subject, allowing: question.allowance)
    } catch where !connection.answers(InstanceRequest<Question>.self) {
      guard let standIn = try await question.standIn(by: self) else { throw error }
      return standIn
    }
  }

  /// The same module loaded afresh in the plugin, with this one's slots as they are.
  /// The new instance, as `reset` makes one: the slots' variants and answers, and what their
  /// `record` variants kept, which the plugin holds and is told again with the new instance's
  /// load (then the host's copy goes: the plugin's own recording stands from there).
  func rebuilt() async throws(CommandError) -> any ModuleSession {
    let copy = slots.copied()
    for slot in copy.all where slot.descriptor.variant(named: SlotDescriptor.recordVariant) != nil {
      // A plugin that does not support recording has none to carry.
      if let entries = try? await recording(of: slot.name) { slot.recording.restore(entries) }
    }
    let module = try await PluginModule(descriptor, slots: copy, connection: connection, backend: backend)
    for slot in copy.all { slot.recording.clear() }
    return module
  }

  /// The plugin forgets the instance; one that failed has forgotten it already. A question
  /// asked after has what stands in for it (`depart` again: nothing).
  func tearDown() async {
    guard !torn else { return }
    torn = true
    answers.forget()
    if connection.failure == nil { _ = try? await connection.ask(PluginRequests.Unload(instance: instance)) }
  }
}
