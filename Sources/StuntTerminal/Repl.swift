import CEditLine
import Foundation
import StuntEngine

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
  let write: (String) -> Void

  public init(
    sandbox: Sandbox,
    reader: any LineReader,
    echo: Bool = false,
    colorizer: Colorizer = Colorizer(isEnabled: false),
    interruptible: Bool = false,
    write: @escaping (String) -> Void = Repl.writeToStandardOutput
  ) {
    self.sandbox = sandbox
    self.reader = reader
    self.echo = echo
    self.colorizer = colorizer
    self.interruptible = interruptible
    self.write = write
  }

  /// Runs until `quit`, Ctrl-D or the end of input; returns the exit status (0, 1 or 2).
  public func run() async -> Int32 {
    var lineNumber = 0
    let interrupter = interruptible ? CommandInterrupter() : nil
    reading: while true {
      let input = await reader.readLine(prompt: sandbox.prompt, completion: sandbox.completionModel)
      switch input {
      case .end:
        break reading
      case .interrupted:
        continue
      case .line(let bytes):
        lineNumber += 1
        if echo { echoCommand(bytes) }
        let sandbox = self.sandbox
        let number = lineNumber
        let report =
          if let interrupter {
            await interrupter.run { await sandbox.execute(bytes: bytes, lineNumber: number) }
          } else {
            await sandbox.execute(bytes: bytes, lineNumber: number)
          }
        show(report.lines)
        if report.status == .quit { break reading }
      }
    }
    interrupter?.stop()
    show(await sandbox.end().lines)
    return sandbox.exitStatus
  }

  /// Blank lines and comments pass through as prose; commands print as `  > command`.
  private func echoCommand(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    if trimmed.isEmpty {
      write("\n")
    } else if trimmed.hasPrefix("#") {
      write(text + "\n")
    } else {
      write("  > " + text + "\n")
    }
  }

  private func show(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    let text = lines.map { line in
      echo ? (line.isEmpty ? "" : "  " + line) : colorizer.paint(line)
    }.joined(separator: "\n")
    write(text + "\n")
  }

  public nonisolated static func writeToStandardOutput(_ text: String) {
    fputs(text, stunt_stdout())
    fflush(stunt_stdout())
  }
}
