import Foundation
import StuntKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Spy (Meszaros: a stub that records how it was called): answers as the stub does, and logs
/// the URL of each data task, so `calls urlSession` shows what the game asked for. As the
/// `mock` variant, the call log also checks each call against what `mock` expects.
///
/// ```swift
/// let spy = SpyURLSession(recorder: recorder, answering: StubURLSession(dummy: dummy))
/// sut.urlSession = spy
/// sut.reset {}   // calls urlSession: dataTask(url: "http://www.randomnumberapi.com/...")
/// ```
struct SpyURLSession: URLSessionProtocol {
  let recorder: CallRecorder
  let answering: any URLSessionProtocol

  func dataTask(with url: URL, completionHandler: @escaping DataTaskCompletionHandler) -> URLSessionDataTask {
    recorder.record(
      URLSessionSlot.dataTask.name, [CallLog.Argument(URLSessionSlot.urlParameter.name, .string(url.absoluteString))])
    return answering.dataTask(with: url, completionHandler: completionHandler)
  }
}
