import Foundation
import StuntKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The `stub` variant: the seed's `StubURLSession`, made for each request with the
/// `DummyData` that `stub urlSession.dataTask` programs at that moment.
struct ProgrammedURLSession: URLSessionProtocol {
  let answers: StubAnswers

  func dataTask(with url: URL, completionHandler: @escaping DataTaskCompletionHandler) -> URLSessionDataTask {
    let dummy = DummyData(answer: answers.take(for: URLSessionSlot.dataTask.name), for: url)
    return StubURLSession(dummy: dummy).dataTask(with: url, completionHandler: completionHandler)
  }
}
