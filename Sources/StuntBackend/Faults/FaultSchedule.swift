import Foundation
import StuntKit

/// The fault `backend fail` / `backend garble` set up, counted down request by request (one at
/// a time: a new fault replaces the last).
struct FaultSchedule: Sendable {
  private(set) var fault: BackendFault?

  mutating func set(_ fault: BackendFault) {
    self.fault = fault.remaining == 0 ? nil : fault
  }

  mutating func clear() {
    fault = nil
  }

  /// The fault for the next request, if any, using one up.
  mutating func next() -> BackendFault.Kind? {
    guard var current = fault else { return nil }
    if let remaining = current.remaining {
      current.remaining = remaining - 1
      fault = remaining - 1 > 0 ? current : nil
    }
    return current.kind
  }

  static func response(for kind: BackendFault.Kind) -> BackendResponse {
    switch kind {
    case .status(let status, let message):
      return .message(message ?? "the backend was told to fail with \(status)", status: status)
    case .garbled:
      // Neither valid JSON nor valid UTF-8: what a truncated, corrupted response looks like.
      return BackendResponse(status: 200, contentType: "application/json", body: Data([0x7B, 0x22, 0xFF, 0xFE, 0x6E]))
    }
  }
}


