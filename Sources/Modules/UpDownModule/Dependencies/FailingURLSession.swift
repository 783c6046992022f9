import Foundation
import StuntKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Failing: every data task completes with an error at once, as a session with no network
/// would, to show what the game does when its request fails.
///
/// ```swift
/// sut.urlSession = FailingURLSession()
/// sut.reset {}   // resetFailure: .requestFailed("urlSession.dataTask failed ...")
/// ```
struct FailingURLSession: URLSessionProtocol {
  func dataTask(with url: URL, completionHandler: @escaping DataTaskCompletionHandler) -> URLSessionDataTask {
    let failure = DependencyFailure(slot: URLSessionSlot.slot.name, method: URLSessionSlot.dataTask.name)
    return StubURLSessionDataTask(dummy: DummyData(data: nil, response: nil, error: failure), completionHandler: completionHandler)
  }
}
