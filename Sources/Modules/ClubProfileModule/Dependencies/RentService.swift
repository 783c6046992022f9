import Foundation
import StuntKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the rent view model's alert button reaches: `rentService.function()` in the seed, a
/// plain call that does its network work on its own.
///
/// ```swift
/// // live: POST <server>/rentals {"kind": "rent"}, as a tracked effect of the sandbox
/// let viewModel = RentViewModel(rentService: RentService(baseURL: url, launch: effects.launch))
/// // test: a spy shows the callback reached the service
/// let viewModel = RentViewModel(rentService: SpyRentService(slot: slot, calls: calls))
/// ```
@MainActor
protocol RentServiceEnable {
  func rent()
  func apply()
}

/// The real service: each call posts to `/rentals` over real HTTP, in an effect the sandbox
/// tracks (and waits for before printing); a failure is reported, since nobody awaits it.
struct RentService: RentServiceEnable {
  let baseURL: @Sendable () async throws -> URL
  let launch: @MainActor (@escaping @Sendable () async throws -> Void) -> Void

  func rent() { post("rent") }
  func apply() { post("apply") }

  private func post(_ kind: String) {
    let baseURL = self.baseURL
    launch {
      let (_, response) = try await RealWork.perform {
        var request = URLRequest(url: try await baseURL().appendingPathComponent("rentals"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(#"{"kind":"\#(kind)"}"#.utf8)
        do {
          return try await URLSession.shared.data(for: request)
        } catch let error as URLError {
          throw ServiceError("rentService.\(kind): the request failed (URLError \(error.code.rawValue))")
        }
      }
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      guard (200..<300).contains(status) else {
        throw ServiceError("rentService.\(kind): the server answered HTTP \(status)")
      }
    }
  }
}

/// Stub: rents and applies without a server, answering nothing (the calls return nothing).
/// With no answer to give, a stub of a fire-and-forget service only keeps the server away.
struct StubRentService: RentServiceEnable {
  func rent() {}
  func apply() {}
}

/// Spy (Meszaros: records how it was called): shows that the alert's callback reached the
/// service, the seed's point, in `calls rentService`.
struct SpyRentService: RentServiceEnable {
  let slot: DependencySlot
  let calls: CallLog

  func rent() { slot.record("rent", [], in: calls) }
  func apply() { slot.record("apply", [], in: calls) }
}

/// Mock (Meszaros: expectations checked as calls come): a spy that reports at once a call it
/// does not expect (`use rentService mock times=1`).
struct MockRentService: RentServiceEnable {
  let slot: DependencySlot
  let calls: CallLog

  func rent() { slot.record("rent", [], in: calls) }
  func apply() { slot.record("apply", [], in: calls) }
}

/// Failing: every call fails, reported as an issue since nobody awaits the result.
struct FailingRentService: RentServiceEnable {
  func rent() { ServiceFailure.report("rentService.rent failed (the failing double always fails)") }
  func apply() { ServiceFailure.report("rentService.apply failed (the failing double always fails)") }
}

/// Dummy: fills the view model's parameter for tests that never press the alert's button.
struct DummyRentService: RentServiceEnable {
  func rent() { DummyUse.report(slot: "rentService", call: "rent()") }
  func apply() { DummyUse.report(slot: "rentService", call: "apply()") }
}
