import StuntSession

/// A sandbox replays session files: each file gets a fresh one.
extension Sandbox: SessionHost {
  public func run(_ command: String) async -> CommandOutput {
    CommandOutput(await execute(command))
  }

  public func finish() async -> CommandOutput {
    CommandOutput(await end())
  }

  public var isExhaustive: Bool {
    get { settings.exhaustive }
    set { settings.exhaustive = newValue }
  }
}

extension CommandOutput {
  init(_ report: CommandReport) {
    let outcome: Outcome =
      switch report.status {
      case .ok: .ok
      case .failed: .failed
      case .rejected: .rejected
      case .quit: .quit
      }
    self.init(lines: report.lines, outcome: outcome)
  }
}
