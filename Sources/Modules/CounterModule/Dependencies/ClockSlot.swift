import Clocks
import StuntKit

/// The `clock` slot: what `@Dependency(\.continuousClock)` is in the counter feature.
///
/// ```swift
/// // live: the system's ContinuousClock, real seconds
/// withDependencies { $0.continuousClock = ContinuousClock() } operation: { ... }
/// // test: a TestClock only moves when told, as in the seed's testTimer
/// let clock = TestClock()
/// withDependencies { $0.continuousClock = clock } operation: { ... }
/// await clock.advance(by: .seconds(1))
/// ```
enum ClockSlot {
  // A TestClock is a fake in Meszaros' terms: a working clock with a shortcut (time only moves
  // on `advance`), which makes the timer testable. Made once per instance, so `advance` moves it.
  static let test = Variant<any Clock<Duration>>("test", kind: .fake, summary: "TestClock: time moves only on `advance`") {
    _ in TestClock()
  }

  static let slot = Slot<any Clock<Duration>>(
    "clock",
    summary: "the continuousClock the timer ticks on",
    exercisedBy: ["send incrementButtonTapped"],
    variants: [
      .real(summary: "ContinuousClock: real seconds") { _ in ContinuousClock() },
      test,
      // An ImmediateClock is a fake too: every sleep returns at once.
      Variant("immediate", kind: .fake, summary: "ImmediateClock: every sleep ends at once") { _ in ImmediateClock() },
      // Its base is a TestClock nobody advances: the use is reported once and the timer waits,
      // instead of an immediate base ticking (and reporting) without end.
      Variant(.unimplemented, summary: "UnimplementedClock: reports any use as an issue") { _ in
        UnimplementedClock(TestClock(), name: "continuousClock")
      },
    ]
  )
}
