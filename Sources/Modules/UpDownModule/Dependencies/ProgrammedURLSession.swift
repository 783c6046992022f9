import Foundation
import StuntKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The `stub` variant: the seed's `StubURLSession`, made for each request with the
/// `DummyData` that `stub urlSession.dataTask` programs at that moment. Under the spy it
/// stubs the real session: what nobody programmed goes to `otherwise`.
struct ProgrammedURLSession: URLSessionProtocol {
  let answers: StubAnswers
  var otherwise: (any URLSessionProtocol)? = nil

  func dataTask(with url: URL, completionHandler: @escaping DataTaskCompletionHandler) -> URLSessionDataTask {
    let method = URLSessionSlot.dataTask.name
    let arguments = URLSessionSlot.arguments(of: url)
    if let otherwise, answers.passesOn(method, arguments: arguments) {
      return otherwise.dataTask(with: url, completionHandler: completionHandler)
    }
    let dummy = DummyData(answer: answers.take(for: method, arguments: arguments), for: url)
    return StubURLSession(dummy: dummy).dataTask(with: url, completionHandler: completionHandler)
  }
}
