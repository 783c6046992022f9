import StuntEngine

/// What reading one line gave.
public enum LineInput: Equatable, Sendable {
  /// The bytes of a line, without its newline; the sandbox checks them for UTF-8 and size.
  case line([UInt8])
  /// Ctrl-C at the prompt: the line was discarded.
  case interrupted
  /// Ctrl-D on an empty line, or the end of piped input.
  case end
}

/// A source of command lines: libedit on a TTY, plain lines otherwise.
public protocol LineReader: Sendable {
  /// Reads a line without blocking the main actor, so effects keep running while the user types.
  func readLine(prompt: String, completion: PendingCompletionModel) async -> LineInput
  /// Whether Tab can ask for the completion model: when not, none is made for the line.
  var completes: Bool { get }
}

extension LineReader {
  public var completes: Bool { false }
}
