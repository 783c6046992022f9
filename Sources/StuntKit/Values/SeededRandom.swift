/// SplitMix64: a small random generator that repeats exactly for a given seed, so
/// `backend random-seed 42` makes the random endpoint's answers part of a replayable lesson,
/// and `stunt-fuzz --mutate --seed 1` retraces the same mutations in every CI run (public: the
/// fuzzers are a package of their own; a module may draw from it too).
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  /// Seeded from the system: a real random dependency, different on every run.
  public init() {
    var system = SystemRandomNumberGenerator()
    state = system.next()
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
