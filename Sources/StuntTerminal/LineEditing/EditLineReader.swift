import CEditLine
import Foundation
import StuntEngine

/// libedit on a terminal: emacs bindings (and whatever ~/.editrc says), Ctrl-R history search,
/// tab completion, history persisted to a private file, UTF-8 input.
///
/// libedit is used from one serial queue only, so the main actor stays free to run effects
/// (a real clock's ticks) while the user types.
public final class EditLineReader: LineReader, @unchecked Sendable {
  private let queue = DispatchQueue(label: "stunt.editline")
  private let session: EditLineSession
  /// Why the history file is not used, if it is not; the REPL says so before its first prompt.
  public let historyProblem: String?

  /// nil when libedit cannot start on this terminal.
  public init?(historyFile: HistoryFile?) {
    Locale.preferUTF8()
    let queue = self.queue
    guard let session = queue.sync(execute: { EditLineSession(historyFile: historyFile) }) else { return nil }
    self.session = session
    historyProblem = session.historyProblem
  }

  public var completes: Bool { true }

  public func readLine(prompt: String, completion: PendingCompletionModel) async -> LineInput {
    await withCheckedContinuation { continuation in
      queue.async {
        continuation.resume(returning: self.session.read(prompt: prompt, completion: completion))
      }
    }
  }
}
