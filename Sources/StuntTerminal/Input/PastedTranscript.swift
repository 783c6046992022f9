/// Lines pasted from a `.session` file or a README session block: `  > command` runs the
/// command, and the indented lines after it (its expected output, `[failed]`, `...`) are
/// skipped, as IPython strips `>>> ` from a pasted doctest. The first line that is not indented
/// ends the transcript; from there on lines are commands as typed.
struct PastedTranscript {
  private static let command = Array("  > ".utf8)
  private static let indent = Array("  ".utf8)
  private var afterCommand = false

  /// The command to run for a line read, or nil for a line of expected output.
  mutating func command(in line: [UInt8]) -> [UInt8]? {
    if line.starts(with: Self.command) {
      afterCommand = true
      return Array(line.dropFirst(Self.command.count))
    }
    if afterCommand, line.isEmpty || line.starts(with: Self.indent) {
      return nil
    }
    afterCommand = false
    return line
  }
}
