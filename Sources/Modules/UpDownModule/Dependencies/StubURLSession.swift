import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Stub (Meszaros: canned answers, no network), the seed's: every data task it makes answers
/// with its `DummyData` as soon as it is resumed.
///
/// ```swift
/// let dummy = DummyData(data: "[3]".data(using: .utf8), response: ok, error: nil)
/// sut.urlSession = StubURLSession(dummy: dummy)
/// ```
final class StubURLSession: URLSessionProtocol {
  var dummyData: DummyData?

  init(dummy: DummyData) {
    self.dummyData = dummy
  }

  func dataTask(with url: URL, completionHandler: @escaping DataTaskCompletionHandler) -> URLSessionDataTask {
    return StubURLSessionDataTask(dummy: dummyData, completionHandler: completionHandler)
  }
}
