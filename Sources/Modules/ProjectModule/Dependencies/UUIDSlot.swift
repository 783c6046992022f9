import Dependencies
import Foundation
import StuntKit

/// The `uuid` slot: what `@Dependency(\.uuid)` is where the board makes a new project's id.
///
/// ```swift
/// // live
/// withDependencies { $0.uuid = .init { UUID() } } operation: { MainVCViewModel(...) }
/// // test: ids a test can name, 00000000-0000-0000-0000-000000000000, ...01, ...
/// withDependencies { $0.uuid = .incrementing } operation: { MainVCViewModel(...) }
/// ```
enum UUIDSlot {
  static let slot = Slot<UUIDGenerator>(
    "uuid",
    summary: "the ids of new projects (swift-dependencies' uuid)",
    exercisedBy: [#"send create title="기획" deadline=2022-07-15"#],
    variants: [
      Variant("incrementing", kind: .stub, summary: "00000000-0000-0000-0000-000000000000, then ...001, ...") { _ in
        .incrementing
      },
      .real(summary: "UUID(): a random id each time") { _ in UUIDGenerator { UUID() } },
    ]
  )
}
