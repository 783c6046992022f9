/// What a module answered that is still true, by the rules each question declares: the last
/// snapshot until a question may change the module (`changesModule`) or a command begins while
/// effects run, the answers a snapshot already gives (`known(from:)`), and the answers that
/// hold while the module is idle (`KeptWhileIdle`). One command reads the state, the alert and
/// the pending events several times; a module answers them once.
///
/// A module in this process and a plugin's module keep answers by the same rules, so a session
/// reads the same in both (the samples replay so in process and `--isolate`).
@MainActor
package final class AnswerCache {
  private var snapshot: ModuleSnapshot?
  private var kept: [AnyHashable: any Sendable] = [:]

  package init() {}

  /// The answer as kept, or as `asking` gets it.
  package func answer<Question: ModuleQuestion>(
    _ question: Question, asking: () async throws(CommandError) -> Question.Answer
  ) async throws(CommandError) -> Question.Answer {
    if let snapshot, let known = question.known(from: snapshot) { return known }
    let key = (question as? any KeptWhileIdle).map { AnyHashable($0) }
    if let key, let answer = kept[key] as? Question.Answer { return answer }
    if Question.changesModule { forget() }
    let answer = try await asking()
    question.update(&snapshot, with: answer)
    if let key, snapshot?.isIdle == true { kept[key] = answer }
    return answer
  }

  /// A command begins: what a busy module answered is read again; an idle one's holds, since
  /// nothing changes it until a question does.
  package func refresh() {
    if snapshot?.isIdle != true { forget() }
  }

  package func forget() {
    snapshot = nil
    kept = [:]
  }
}
