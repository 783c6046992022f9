import ConcurrencyExtras
import Dependencies
import Foundation
import StuntKit

/// The `date` slot: what `@Dependency(\.date)` is in the view models, where the seed's
/// `updateHistory` calls `Date()`, a hidden dependency no test could fix.
///
/// ```swift
/// // live
/// withDependencies { $0.date = .init { Date() } } operation: { DetailViewModel(...) }
/// // test: the history entry's date is known
/// withDependencies { $0.date = .constant(day) } operation: { DetailViewModel(...) }
/// // in the sandbox: use date constant now=2001-01-01T00:00:00Z
/// ```
enum DateSlot {
  /// swift-dependencies' `$0.date.now = ...`: the moment the constant date answers.
  static let now = OptionDescriptor("now", .date, summary: "the date it answers, in ISO 8601: now=2001-01-01T00:00:00Z")

  static let slot = Slot<DateGenerator>(
    "date",
    summary: "Date() in the view models' history entries (swift-dependencies' date)",
    exercisedBy: [#"send createHistory editedType=edit title="기획""#],
    variants: [
      // Constant and incrementing dates are stubs: canned answers, so a transcript never
      // carries the moment it was recorded.
      Variant(
        "constant", kind: .stub, summary: "always the same date: now=, else 2022-07-04T00:00:00Z (the seed's project start)",
        options: [now]
      ) { context in
        // Read at each call: `use date constant now=...` again changes it.
        DateGenerator { [weak slot = context.slot] in slot?.options[now.key]?.text.flatMap(ValueType.isoDate) ?? ProjectDate.seedStart }
      },
      Variant("incrementing", kind: .stub, summary: "2022-07-04T00:00:00Z, then one minute later at each call") { _ in
        let next = LockIsolated(ProjectDate.seedStart)
        return DateGenerator {
          next.withValue { date in
            defer { date += 60 }
            return date
          }
        }
      },
      .real(summary: "Date(): the moment of the call") { _ in DateGenerator { Date() } },
    ]
  )
}
