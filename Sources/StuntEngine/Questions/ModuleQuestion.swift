/// One question the engine asks a loaded module, declared once: its parameters (the type's
/// stored properties), its answer, how a module in this process answers it (`answer(by:)`), the
/// rules by which a module keeps its answer (`AnswerCache`), and its name over the plugin
/// protocol (`method`), where the stored properties, beside the instance's number, are its
/// parameters.
///
/// `ModuleSession.ask(_:)` asks it; the plugin server answers it with the same `answer(by:)`, so a
/// module behaves the same built in or served. Adding a question is this type, its entry in
/// `ModuleQuestions.all` and its row of `Plugins/PROTOCOL.md` (a test holds the two together).
package protocol ModuleQuestion: Codable, Sendable {
  associatedtype Answer: Codable, Sendable
  static var method: String { get }
  /// Added to version 1 after plugins were written against it: a plugin that does not know it
  /// answers "method not found", and `standIn(by:)` answers for it, or the command is refused.
  static var isLaterAddition: Bool { get }
  /// Answering may change the module: what was read of it before is read again after.
  static var changesModule: Bool { get }
  /// What the question is about, for the message when a plugin fails answering (the input sent).
  var subject: String? { get }
  /// Time answering may take of its own (`finish 5s`, a settle's I/O budget); nil: answered at once.
  var allowance: Duration? { get }

  /// The answer in this process, and in a plugin served by `StuntPlugin`.
  @MainActor func answer(by module: LoadedModule) async throws(CommandError) -> Answer
  /// The answer a snapshot of the module already gives (the running effects of an idle module),
  /// which the module need not be asked for.
  func known(from snapshot: ModuleSnapshot) -> Answer?
  /// What the answer tells of the snapshot last read of the module.
  func update(_ snapshot: inout ModuleSnapshot?, with answer: Answer)
  /// A later addition a plugin does not answer: what stands in for it, asked of `session` in
  /// other questions; nil when nothing does.
  @MainActor func standIn(by session: any ModuleSession) async throws(CommandError) -> Answer?
}

extension ModuleQuestion {
  package static var isLaterAddition: Bool { false }
  package static var changesModule: Bool { true }
  package var subject: String? { nil }
  package var allowance: Duration? { nil }
  package func known(from snapshot: ModuleSnapshot) -> Answer? { nil }
  package func update(_ snapshot: inout ModuleSnapshot?, with answer: Answer) {}
  @MainActor package func standIn(by session: any ModuleSession) async throws(CommandError) -> Answer? { nil }
}

/// A question whose answer holds while the module is idle: nothing can call a double until the
/// next question that changes the module, so it is answered once (`calls` twice, or `verify`
/// after `calls`).
package protocol KeptWhileIdle: ModuleQuestion, Hashable {}
