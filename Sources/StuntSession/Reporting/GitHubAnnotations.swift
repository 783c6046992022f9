/// GitHub Actions' workflow commands for a failed replay: one `::error` line per failing command
/// (or per file that does not parse), which GitHub shows on that line of the pull request's diff.
///
/// The format is GitHub's (docs.github.com, "Workflow commands for GitHub Actions", "Setting an
/// error message"): `::error file={name},line={line},title={title}::{message}`. A property value
/// escapes `%`, `\r`, `\n`, `:` and `,`; the message escapes `%`, `\r` and `\n` (as
/// `@actions/core`'s `escapeProperty` and `escapeData` do). The message is the failure as
/// `stunt replay` prints it, its first line the summary; GitHub shows that line and folds the
/// difference under it.
enum GitHubAnnotations {
  static func lines(_ result: FileResult) -> [String] {
    let title = result.path
    switch result.status {
    case .passed, .skipped:
      return []
    case .failed:
      return result.failures.map { line(file: result.path, line: $0.line, title: title, message: $0.lines) }
    case .invalid(let error):
      return [line(file: result.path, line: error.line, title: title, message: ["error: " + error.message])]
    }
  }

  static func line(file: String, line: Int, title: String, message: [String]) -> String {
    "::error file=\(property(file)),line=\(line),title=\(property(title))::" + data(message.joined(separator: "\n"))
  }

  static let dataEscapes: [Unicode.Scalar: String] = ["%": "%25", "\r": "%0D", "\n": "%0A"]
  static let propertyEscapes = dataEscapes.merging([":": "%3A", ",": "%2C"]) { $1 }

  static func data(_ text: String) -> String { text.replacingEvery(dataEscapes) }
  static func property(_ text: String) -> String { text.replacingEvery(propertyEscapes) }
}

extension String {
  /// Each scalar that `replacements` names replaced, in one pass (so `%` is escaped once). By
  /// scalar, not by character: `"\r\n"` is one Swift character and two escapes.
  fileprivate func replacingEvery(_ replacements: [Unicode.Scalar: String]) -> String {
    var result = ""
    for scalar in unicodeScalars {
      if let replacement = replacements[scalar] { result += replacement } else { result.unicodeScalars.append(scalar) }
    }
    return result
  }
}
