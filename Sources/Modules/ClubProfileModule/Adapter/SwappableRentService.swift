import Foundation
import StuntKit

/// The rent service the view model holds, following the slot's active variant call by call.
struct SwappableRentService: RentServiceEnable {
  let slot: DependencySlot
  let calls: CallLog
  let backend: (any Backend)?
  let launch: @MainActor (@escaping @Sendable () async throws -> Void) -> Void

  enum Variant: String, CaseIterable {
    case real, stub, spy, mock, failing, dummy
  }

  static let descriptor = SlotDescriptor(
    name: "rentService",
    summary: "what the rent alert's button reaches (RentServiceEnable.rent / apply)",
    variants: [
      VariantDescriptor(
        "real", kind: .real, summary: "URLSession POST /rentals over real HTTP (the embedded backend unless url= says)",
        options: [OptionDescriptor("url", .url, summary: "base URL of another rental server")]),
      VariantDescriptor(.stub, summary: "does nothing, without a server"),
      VariantDescriptor(.spy, summary: "records each rent and apply"),
      .mock(summary: "a spy whose calls are checked: times=N, or `mock <slot>.<method> ...`; unexpected calls fail at once"),
      VariantDescriptor(.failing, summary: "every call fails"),
      VariantDescriptor(.dummy, summary: "fills the parameter; any call is reported"),
    ],
    defaultVariant: "real",
    methods: [
      MethodDescriptor("rent", summary: "asks to rent the item"),
      MethodDescriptor("apply", summary: "applies to join"),
    ]
  )

  func rent() { current.rent() }
  func apply() { current.apply() }

  private var current: any RentServiceEnable {
    switch slot.variant(as: Variant.self) ?? .real {
    case .real: RentService(baseURL: slot.server(backend), launch: launch)
    case .stub: StubRentService()
    case .spy, .mock: RecordingRentService(slot: slot, calls: calls)
    case .failing: FailingRentService()
    case .dummy: DummyRentService()
    }
  }
}
