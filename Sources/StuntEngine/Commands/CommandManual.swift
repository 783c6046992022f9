/// The REPL's commands as a section of Stunt's man page (mdoc), from the same declarations
/// `help` reads, so the page cannot say otherwise than the prompt. `make man` puts it after the
/// section swift-argument-parser's `generate-manual` writes from the command line's options.
public enum CommandManual {
  @MainActor public static var section: String {
    var lines = [
      #".Sh "REPL COMMANDS""#,
      "What is typed at the REPL's prompt, and what the commands of a .session file are.",
      "`help` lists them and `help <command>` shows one.",
      ".Bl -tag -width 6n",
    ]
    for command in Commands.all {
      let configuration = command.configuration
      lines += configuration.usage.map { ".It " + argument($0) }
      lines.append(text(configuration.summary.prefix(1).uppercased() + configuration.summary.dropFirst() + "."))
      if !configuration.aliases.isEmpty { lines.append(text("Also: " + configuration.aliases.joined(separator: ", ") + ".")) }
      if !configuration.discussion.isEmpty { lines += [".Pp"] + configuration.discussion.map(text) }
      if !configuration.examples.isEmpty {
        lines += [".Pp", "Examples:", ".Bd -literal -offset indent"] + configuration.examples.map(text) + [".Ed"]
      }
    }
    lines.append(".El")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A line of text: a backslash is roff's escape character, and a line that starts with `.` or
  /// `'` would be a request.
  static func text(_ line: String) -> String {
    let escaped = line.replacing("\\", with: "\\e")
    return escaped.first == "." || escaped.first == "'" ? "\\&" + escaped : escaped
  }

  /// One quoted macro argument, shown literally.
  static func argument(_ text: String) -> String {
    "Li \"" + text.replacing("\\", with: "\\e").replacing("\"", with: "\\(dq") + "\""
  }
}
