/// The command that started an effect, for `effects` and for exhaustivity failures.
package struct EffectOrigin: Equatable, Hashable, Sendable, Codable {
  /// The input whose handling returned the effect, e.g. `toggleTimerButtonTapped`.
  public var input: String
  /// The command as typed, e.g. `send toggleTimerButtonTapped`.
  public var command: String
  /// The file the command came from (a script read by `run`), if any.
  public var file: String?
  /// The command's line in that file; otherwise its number in the session (the numbers
  /// `history` shows), which a saved session keeps when it is replayed.
  public var line: Int

  public init(input: String, command: String, file: String? = nil, line: Int) {
    self.input = input
    self.command = command
    self.file = file
    self.line = line
  }

  /// `command 3`, or `script.txt:12`
  public var location: String {
    file.map { "\($0):\(line)" } ?? "command \(line)"
  }
}
