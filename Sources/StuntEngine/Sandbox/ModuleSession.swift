import StuntKit

/// A loaded module as the commands see it: its instance, its effects, its calls and its object
/// doubles, behind one way of asking (`ask`) the questions `ModuleQuestions` declares.
/// `LoadedModule` answers them in this process; a plugin's module answers them from its own
/// process over the plugin protocol (`StuntPlugin`), with the same answers, so every command
/// works the same on both. The commands ask through the accessors beside each question
/// (`liveState`, `send`, `settle`, `calls` …).
///
/// A question that cannot be answered (a plugin that died, hung or spoke out of protocol) throws
/// the command's `error:` line at once, never an empty answer; `failure` then says why, and the
/// sandbox restores the module. A plugin's module answers every question over a pipe, so each
/// is `async`: the main actor goes on meanwhile.
@MainActor
package protocol ModuleSession: AnyObject {
  var descriptor: ModuleDescriptor { get }
  /// The variants, options and programmed answers `use` and `stub` chose; the engine owns them.
  var slots: DependencySlots { get }
  /// Why this session can no longer be used, once it cannot.
  var failure: String? { get }
  /// A command begins: what is read from now on is the module as it is now, not as it was when
  /// last read. Within one command, and across commands while the module is idle, a module keeps
  /// what it answered (`AnswerCache`); whatever reads it outside a command refreshes first.
  func refresh()
  /// One question about the instance, answered.
  func ask<Question: ModuleQuestion>(_ question: Question) async throws(CommandError) -> Question.Answer
  /// A fresh instance with the same variants, options and programmed answers; empty call log.
  func rebuilt() async throws(CommandError) -> any ModuleSession
  /// The instance goes: its folders, services and (for a plugin) its process with it. It goes
  /// whatever the plugin answers. What its departures did is `depart()`'s, asked before.
  func tearDown() async
}
