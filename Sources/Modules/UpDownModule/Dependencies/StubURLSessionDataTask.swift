import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The seed's data task: a `URLSessionDataTask` subclass (swift-corelibs-foundation allows it,
/// as Apple's Foundation does) whose `resume()` runs the completion handler at once, on the
/// caller's thread, with the dummy data, instead of starting a request.
///
/// Unchecked-Sendable as its superclass is: it is made, resumed and dropped by one caller.
final class StubURLSessionDataTask: URLSessionDataTask, @unchecked Sendable {
  var dummyData: DummyData?

  init(dummy: DummyData?, completionHandler: DataTaskCompletionHandler?) {
    self.dummyData = dummy
    self.dummyData?.completionHandler = completionHandler
  }

  override func resume() {
    dummyData?.completion()
  }
}
