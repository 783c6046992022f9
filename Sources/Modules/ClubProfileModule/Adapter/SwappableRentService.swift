import StuntKit

/// The rent service the view model holds, following the slot's active variant call by call.
struct SwappableRentService: RentServiceEnable {
  static let slot = Slot<any RentServiceEnable>(
    "rentService",
    summary: "what the rent alert's button reaches (RentServiceEnable.rent / apply)",
    methods: [
      MethodDescriptor("rent", summary: "asks to rent the item"),
      MethodDescriptor("apply", summary: "applies to join"),
    ],
    variants: [
      .real(summary: "URLSession POST /rentals over real HTTP (the embedded backend unless url= says)", takesURL: true) {
        context in
        let effects = context.environment.effects
        return RentService(baseURL: context.server, launch: { operation in effects.launch(operation: operation) })
      },
      Variant(.stub, summary: "does nothing, without a server") { _ in StubRentService() },
      Variant(.spy, summary: "records each rent and apply") { context in RecordingRentService(recorder: context.recorder) },
      .mock(summary: "a spy whose calls are checked: times=N, or `mock <slot>.<method> ...`; unexpected calls fail at once") {
        context in RecordingRentService(recorder: context.recorder)
      },
      Variant(.failing, summary: "every call fails") { _ in FailingRentService() },
      Variant(.dummy, summary: "fills the parameter; any call is reported") { _ in DummyRentService() },
    ]
  )

  let dependency: LiveSlot<any RentServiceEnable>

  func rent() { dependency.current.rent() }
  func apply() { dependency.current.apply() }
}
