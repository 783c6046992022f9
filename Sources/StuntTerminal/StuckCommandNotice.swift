/// What Ctrl-C says when the command it should stop does not answer: made before the signal
/// handler needs them, which may not allocate.
enum StuckCommandNotice {
  nonisolated(unsafe) private(set) static var offer: [UInt8] = []
  static let leaving = Array("\nleft Stunt: the command did not stop\n".utf8)

  /// Makes the texts, naming how this tool is started (`stunt`, `stunt sandbox --`): called
  /// before the handler is installed.
  static func prepare(invocation: String) {
    offer = Array(
      "\nthe command does not answer Ctrl-C; press it again to leave Stunt (`\(invocation) --resume` brings back every command that finished)\n".utf8)
    _ = leaving.count
  }
}
