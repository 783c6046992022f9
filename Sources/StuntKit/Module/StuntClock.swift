import Clocks

/// A clock the engine can move: what `advance` asks a module for.
@MainActor
public protocol StuntClock {
  func advance(by duration: Duration) async
}

extension TestClock: StuntClock where Duration == Swift.Duration {}
