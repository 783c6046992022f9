import Foundation
import IssueReporting
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
/// let viewModel = RentViewModel(rentService: RecordingRentService(recorder: recorder))
/// ```
@MainActor
protocol RentServiceEnable {
  func rent()
  func apply()
}

/// The real service: each call posts to `/rentals` over real HTTP. The seed's callback is a
/// plain call that nobody awaits, so the request runs on its own (`launch`: the sandbox tracks
/// it and waits for it before printing), and a failure is reported, since nobody else will see it.
struct RentService: RentServiceEnable {
  /// The server's root; the service posts to its `/rentals`.
  let baseURL: @Sendable () async throws -> URL
  let launch: @MainActor (@escaping @Sendable () async throws -> Void) -> Void

  func rent() { post("rent") }
  func apply() { post("apply") }

  private func post(_ kind: String) {
    let baseURL = self.baseURL
    launch {
      if let failure = await Self.post(kind, to: baseURL) {
        reportIssue("rentService.\(kind) failed: \(failure) (the seed's callback does not look at the result)")
      }
    }
  }

  /// Why the request failed, or nil.
  private static func post(_ kind: String, to baseURL: @Sendable () async throws -> URL) async -> String? {
    do {
      let (_, response) = try await RealWork.perform {
        var request = URLRequest(url: try await baseURL().appendingPathComponent("rentals"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(#"{"kind":"\#(kind)"}"#.utf8)
        return try await URLSession.shared.data(for: request)
      }
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      return (200..<300).contains(status) ? nil : "the server answered HTTP \(status)"
    } catch let error as URLError {
      return "the request failed (URLError \(error.code.rawValue))"
    } catch {
      return "\(error)"
    }
  }
}

/// Stub: rents and applies without a server, answering nothing (the calls return nothing).
/// With no answer to give, a stub of a fire-and-forget service only keeps the server away.
struct StubRentService: RentServiceEnable {
  func rent() {}
  func apply() {}
}

/// Spy and mock (Meszaros: a spy records how it was called; a mock also holds expectations):
/// shows that the alert's callback reached the service, the seed's point, in `calls
/// rentService`. In mock mode (`use rentService mock`, then `mock rentService.rent 1`) an
/// unexpected call is reported at once.
struct RecordingRentService: RentServiceEnable {
  let recorder: CallRecorder

  func rent() { recorder.record("rent") }
  func apply() { recorder.record("apply") }
}

/// Failing: every call fails, reported as an issue since nobody awaits the result.
struct FailingRentService: RentServiceEnable {
  func rent() { reportIssue("rentService.rent failed (the failing double always fails)") }
  func apply() { reportIssue("rentService.apply failed (the failing double always fails)") }
}

/// Dummy: fills the view model's parameter for tests that never press the alert's button.
struct DummyRentService: RentServiceEnable {
  func rent() { DummyUse.report(slot: "rentService", call: "rent()") }
  func apply() { DummyUse.report(slot: "rentService", call: "apply()") }
}
