/// What Ctrl-C says when the command it should stop does not answer: made before the signal
/// handler needs them, which may not allocate.
enum StuckCommandNotice {
  static let offer = Array(
    "\nthe command does not answer Ctrl-C; press it again to leave Stunt (`stunt --resume` brings back every command that finished)\n".utf8)
  static let leaving = Array("\nleft Stunt: the command did not stop\n".utf8)
}
