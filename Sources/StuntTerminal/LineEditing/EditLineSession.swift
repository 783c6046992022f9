import CEditLine
import Foundation
import StuntEngine
import StuntKit

/// The libedit state; every call happens on `EditLineReader`'s queue.
final class EditLineSession {
  private let editLine: OpaquePointer
  private let history: OpaquePointer?
  private var historyFile: CheckedHistoryFile?
  /// Why the history file is not used, if it is not: said once, before the first prompt.
  private(set) var historyProblem: String?
  private var prompt: UnsafeMutablePointer<CChar>?
  private var completion: PendingCompletionModel?
  private var interrupted = false

  init?(historyFile: HistoryFile?) {
    guard let editLine = el_init("stunt", stunt_stdin(), OutputChannel.file ?? stunt_stdout(), stunt_stderr()) else { return nil }
    self.editLine = editLine
    history = stunt_history_init()
    if let history {
      stunt_history_set_size(history, 1000)
      stunt_history_set_unique(history, 1)
      if let historyFile {
        do {
          let checked = try historyFile.prepare().get()
          try checked.load(into: history)
          self.historyFile = checked
        } catch {
          historyProblem = "the history file \(Self.abbreviated(historyFile.path)) is not used: \(error); "
            + "history is kept for this session only"
        }
      }
      stunt_el_set_history(editLine, history)
    }
    stunt_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
    stunt_el_set_prompt(editLine, { editLine in EditLineSession.session(editLine)?.prompt })
    stunt_el_set_editor(editLine, "emacs")
    // Not libedit's own handlers: they crash a program with threads (`TerminalSignals`).
    stunt_el_set_signal(editLine, 0)
    TerminalSignals.install()
    // Ctrl-C discards the line instead of killing the sandbox: it reaches libedit as a key.
    stunt_el_set_tty_edit_flag(editLine, "-isig")
    stunt_el_add_function(editLine, "stunt-complete", "complete the word under the cursor") { editLine, _ in
      EditLineSession.session(editLine)?.complete() ?? UInt8(CC_ERROR)
    }
    stunt_el_add_function(editLine, "stunt-interrupt", "discard the line") { editLine, _ in
      EditLineSession.session(editLine)?.interrupt() ?? UInt8(CC_ERROR)
    }
    stunt_el_bind(editLine, "^I", "stunt-complete")
    stunt_el_bind(editLine, "^C", "stunt-interrupt")
    stunt_el_bind(editLine, "^R", "em-inc-search-prev")
    // The user's ~/.editrc comes last, so it can change any of the above.
    el_source(editLine, nil)
  }

  deinit {
    el_end(editLine)
    if let history { history_end(history) }
    free(prompt)
  }

  static func session(_ editLine: OpaquePointer?) -> EditLineSession? {
    guard let editLine, let data = stunt_el_client_data(editLine) else { return nil }
    return Unmanaged<EditLineSession>.fromOpaque(data).takeUnretainedValue()
  }

  func read(prompt text: String, completion: PendingCompletionModel) -> LineInput {
    free(prompt)
    prompt = strdup(text)
    self.completion = completion
    interrupted = false
    var count: Int32 = 0
    // el_gets prints the prompt in cooked mode and leaves it on the first key it reads, so a
    // key typed as soon as the prompt shows (Ctrl-R, Ctrl-C) would reach the terminal driver,
    // which reprints or signals. Editing mode first, so when the prompt shows, keys are keys.
    if TerminalSignals.takeResize() { el_resize(editLine) }
    _ = stunt_el_prepare_terminal(editLine)
    let line = el_gets(editLine, &count)
    // Before the end-of-input check: an interrupted empty line reads as no line at all.
    if interrupted { return .interrupted }
    guard let line, count >= 0 else {
      fputs("\n", OutputChannel.file ?? stunt_stdout())
      fflush(OutputChannel.file ?? stunt_stdout())
      return .end
    }
    var bytes = Array(UnsafeRawBufferPointer(start: line, count: Int(count)))
    if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
    remember(bytes)
    return .line(bytes)
  }

  /// Adds a line to the history and saves the file at once, so a crash loses nothing.
  private func remember(_ bytes: [UInt8]) {
    guard let history, !bytes.allSatisfy({ $0 == UInt8(ascii: " ") }),
      let text = String(validating: bytes, as: UTF8.self)
    else { return }
    stunt_history_enter(history, text)
    // A file that stops being a regular file of ours mid-session is left alone.
    try? historyFile?.save(history)
  }

  /// `~/.local/state/stunt/history` rather than the home folder's absolute path.
  static func abbreviated(_ path: String) -> String {
    guard let home = ProcessInfo.processInfo.environment["HOME"], home.count > 1, path.hasPrefix(home + "/") else {
      return path
    }
    return "~" + path.dropFirst(home.count)
  }

  /// Ctrl-C at the prompt, as shells show it: `^C` after what was typed, a new line, and the
  /// line discarded. The newline is pushed as a key, so libedit itself moves below the line
  /// (however far it wrapped) before `el_gets` returns.
  private func interrupt() -> UInt8 {
    interrupted = true
    if let info = el_line(editLine)?.pointee, let cursor = info.cursor, let end = info.lastchar {
      _ = el_cursor(editLine, Int32(end - cursor))
    }
    _ = el_insertstr(editLine, "^C")
    el_push(editLine, "\n")
    return UInt8(CC_REFRESH)
  }

  private func complete() -> UInt8 {
    guard let completion, let info = el_line(editLine)?.pointee, let buffer = info.buffer,
      let cursor = info.cursor
    else { return UInt8(CC_ERROR) }
    let before = String(decoding: UnsafeRawBufferPointer(start: buffer, count: cursor - buffer), as: UTF8.self)
    let result = completion.value.complete(before, cursor: before.count)
    let insertion = result.insertion
    if !insertion.isEmpty {
      return el_insertstr(editLine, insertion) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
    }
    guard result.candidates.count > 1 else { return UInt8(CC_REFRESH_BEEP) }
    fputs("\n" + CandidateList.layout(result.candidates) + "\n", stunt_stdout())
    fflush(stunt_stdout())
    return UInt8(CC_REDISPLAY)
  }
}
