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
enum ClockVariant: String, CaseIterable {
  case real, test, immediate, unimplemented

  static let descriptor = SlotDescriptor(
    name: "clock",
    summary: "the continuousClock the timer ticks on",
    variants: [
      VariantDescriptor("real", kind: .real, summary: "ContinuousClock: real seconds"),
      // A TestClock is a fake in Meszaros' terms: a working clock with a shortcut (time only
      // moves on `advance`), which makes the timer testable.
      VariantDescriptor("test", kind: .fake, summary: "TestClock: time moves only on `advance`"),
      // An ImmediateClock is a fake too: every sleep returns at once.
      VariantDescriptor("immediate", kind: .fake, summary: "ImmediateClock: every sleep ends at once"),
      VariantDescriptor(
        "unimplemented", kind: .unimplemented, summary: "UnimplementedClock: reports any use as an issue"),
    ],
    defaultVariant: "real"
  )

  /// The clock this variant stands for; `test` is the module's own TestClock so `advance` moves it.
  func clock(test: TestClock<Duration>) -> any Clock<Duration> {
    switch self {
    case .real: ContinuousClock()
    case .test: test
    case .immediate: ImmediateClock()
    // Its base is a TestClock nobody advances: the use is reported once and the timer waits,
    // instead of an immediate base ticking (and reporting) without end.
    case .unimplemented: UnimplementedClock(TestClock(), name: "continuousClock")
    }
  }
}
