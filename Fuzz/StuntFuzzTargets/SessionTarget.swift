import StuntEngine
import StuntSession

/// A session file parsed (as Markdown when it looks like it) and parsed again from the text an
/// update would write; and a transcript made from the input written by `save`'s writer, which
/// must parse back to the same commands and expectations that match their output: a saved
/// session replays green.
enum SessionTarget {
  static func check(_ bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    if let problem = reparses(text) { return problem }
    return writtenTranscriptReadsBack(text)
  }

  static func reparses(_ text: String) -> String? {
    let path = text.hasPrefix("#") ? "fuzz.md" : "fuzz.session"
    guard let document = try? SessionFiles.parse(text, path: path) else { return nil }
    guard let again = try? SessionFiles.parse(document.text(with: document.lines), path: path) else {
      return "the text an update writes does not parse"
    }
    return again.commands == document.commands && again.directives == document.directives
      ? nil : "the text an update writes parses to other commands"
  }

  /// Lines starting `>` are commands, `!` marks the one before as failed, the rest is output.
  static func writtenTranscriptReadsBack(_ text: String) -> String? {
    var entries: [(command: String, output: [String], failed: Bool)] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix(">") {
        let command = String(line.dropFirst()).trimmingCharacters(in: .whitespaces)
        guard case .success = InputLine.validate(command), !command.isEmpty, !command.hasPrefix("#") else { continue }
        entries.append((command, [], false))
      } else if line == "!", !entries.isEmpty {
        entries[entries.count - 1].failed = true
      } else if !entries.isEmpty {
        entries[entries.count - 1].output.append(line)
      }
    }
    guard !entries.isEmpty else { return nil }
    let written = SessionWriter.text(entries)
    let document: SessionDocument
    do {
      document = try SessionParser.parse(written, path: "saved.session")
    } catch {
      return "a written transcript does not parse: line \(error.line): \(error.message)"
    }
    guard document.commands.count == entries.count else { return "a written transcript has other commands" }
    for (block, entry) in zip(document.commands, entries) {
      guard block.command == SessionWriter.normalized(entry.command) else {
        return "command \(entry.command.debugDescription) reads back as \(block.command.debugDescription)"
      }
      guard LineMatcher.matches(block.expected, entry.output.map(SessionWriter.normalized)) else {
        return "the output of \(entry.command.debugDescription) does not match what was written for it"
      }
      guard block.expectsFailure == entry.failed else { return "[failed] did not read back" }
    }
    return nil
  }

  static func seeds(_ samples: [SampleFile]) -> [[UInt8]] {
    samples.map { Array($0.text.utf8) }
  }
}
