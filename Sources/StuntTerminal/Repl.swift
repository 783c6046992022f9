import CEditLine
import Foundation
import StuntEngine
import StuntKit
import StuntSession

/// The read-eval-print loop: reads lines, runs them in the sandbox and prints what it says.
/// With `echo`, each command is printed as `  > command` and its output indented, which is a
/// session transcript (`stunt --echo < script.txt`).
@MainActor
public struct Repl {
  let sandbox: Sandbox
  let reader: any LineReader
  let echo: Bool
  let colorizer: Colorizer
  /// Ctrl-C cancels the running command (interactive use); otherwise it ends the process.
  let interruptible: Bool
  /// The terminal's width now, to wrap long lines at; nil keeps lines whole (a pipe, a transcript).
  let width: () -> Int?
  /// Where the session is kept as it runs, so leaving can say how to get it back.
  let journal: SessionJournal?
  let write: (String) -> Void

  public init(
    sandbox: Sandbox,
    reader: any LineReader,
    echo: Bool = false,
    colorizer: Colorizer = Colorizer(isEnabled: false),
    interruptible: Bool = false,
    width: @escaping () -> Int? = { nil },
    journal: SessionJournal? = nil,
    write: @escaping (String) -> Void = Repl.writeToStandardOutput
  ) {
    self.sandbox = sandbox
    self.reader = reader
    self.echo = echo
    self.colorizer = colorizer
    self.interruptible = interruptible
    self.width = width
    self.journal = journal
    self.write = write
  }

  /// Standard output's terminal width, when it is a terminal.
  public static let terminalWidth: () -> Int? = LineWrapper.terminalWidth

  /// Runs until `quit`, Ctrl-D or the end of input; returns the exit status (0, 1 or 2).
  public func run() async -> Int32 {
    let interrupter = interruptible ? CommandInterrupter(invocation: sandbox.settings.invocation) : nil
    var pasted = PastedTranscript()
    reading: while true {
      // Made once the prompt is up (the line editor draws it on its own thread meanwhile).
      let completion = PendingCompletionModel()
      if reader.completes { Task { [sandbox] in completion.fill(await sandbox.completionModel) } }
      let input = await reader.readLine(prompt: sandbox.prompt, completion: completion)
      switch input {
      case .end:
        break reading
      case .interrupted:
        continue
      case .line(let line):
        guard let bytes = pasted.command(in: line) else { continue }
        let sandbox = self.sandbox
        let report =
          if let interrupter {
            await interrupter.run { await sandbox.execute(bytes: bytes) }
          } else {
            await sandbox.execute(bytes: bytes)
          }
        if echo {
          echoTranscript(bytes, report)
        } else {
          present(report)
        }
        if report.status == .quit { break reading }
      }
    }
    interrupter?.stop()
    let end = await sandbox.end().lines
    // In a transcript, what the end reports becomes comment prose after the last command:
    // indented, it would read as output with no command above it.
    show(echo && !end.isEmpty ? [""] + end.map { "# " + SessionWriter.normalized($0) } : end)
    // Leaving with work that only the journal holds says how to get it back.
    if journal != nil, sandbox.hasUnsavedCommands || !end.isEmpty {
      show(
        ["`\(sandbox.settings.invocation) --resume` runs this session again"
          + (sandbox.hasUnsavedCommands ? "; it was not saved (`save <file>` after resuming keeps it)" : "")])
    }
    return sandbox.exitStatus
  }

  /// Runs `command` as if it were the first line typed: echoed in a transcript, shown otherwise.
  public func type(_ command: String) async {
    let report = await sandbox.execute(command)
    if echo { echoTranscript(Array(command.utf8), report) } else { present(report) }
  }

  /// Shows what a command printed, and does what it asked of the terminal.
  public func present(_ report: CommandReport) {
    if report.terminalRequest == .clearScreen { write("\u{1B}[H\u{1B}[2J") }
    show(report.lines)
  }

  /// The session format: blank lines and comments pass through as prose, commands print as
  /// `  > command` with their output indented (escaped where it would read as markup) and
  /// `  [failed]` after those that failed.
  private func echoTranscript(_ bytes: [UInt8], _ report: CommandReport) {
    let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    if text.isEmpty || text.hasPrefix("#") {
      // Prose starts at column 0, whatever the script's indentation.
      write(text + "\n")
      return
    }
    write(SessionWriter.lines(command: text, output: report.lines, failed: report.failed).joined(separator: "\n") + "\n")
  }

  /// Control characters a value carries (a JSON `"\u0000"`, an escape sequence) are spelled
  /// out as a transcript spells them, so they neither cut a line short nor drive the terminal.
  private func show(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    let width = self.width()
    let shown = lines.map(SessionWriter.normalized).flatMap { line in width.map { LineWrapper.wrap(line, width: $0) } ?? [line] }
    write(shown.map(colorizer.paint).joined(separator: "\n") + "\n")
  }

  /// Every byte of `text`: `fputs` would stop at a NUL.
  public nonisolated static func writeToStandardOutput(_ text: String) {
    var bytes = Array(text.utf8)
    let output = OutputChannel.file ?? stunt_stdout()
    fwrite(&bytes, 1, bytes.count, output)
    fflush(output)
  }
}
