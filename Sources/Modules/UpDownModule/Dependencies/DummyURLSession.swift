import Foundation
import StuntKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Dummy (Meszaros: passed only to fill a parameter, never used): for a test of the guessing
/// alone, which needs a game, and so a session, but never asks the server. Asking it is
/// reported, and its data task fails.
///
/// ```swift
/// sut.urlSession = DummyURLSession()
/// sut.randomValue = 7
/// XCTAssertEqual(sut.compareValue(with: 5), .up)   // the session was never touched
/// ```
struct DummyURLSession: URLSessionProtocol {
  func dataTask(with url: URL, completionHandler: @escaping DataTaskCompletionHandler) -> URLSessionDataTask {
    let slot = URLSessionSlot.slot.name
    let method = URLSessionSlot.dataTask.name
    DummyUse.report(slot: slot, call: "\(method)(with: \(url.absoluteString))")
    let refusal = DependencyFailure(slot: slot, method: method, kind: .dummy)
    return StubURLSessionDataTask(dummy: DummyData(data: nil, response: nil, error: refusal), completionHandler: completionHandler)
  }
}
