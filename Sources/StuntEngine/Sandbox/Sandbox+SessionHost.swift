import StuntSession

/// A sandbox replays session files: each file gets a fresh one.
extension Sandbox: SessionHost {
  public func run(_ command: String) async -> CommandReport {
    await execute(command)
  }

  public func finish() async -> CommandReport {
    await end()
  }

  public var isExhaustive: Bool {
    get { settings.exhaustive }
    set { settings.exhaustive = newValue }
  }
}
