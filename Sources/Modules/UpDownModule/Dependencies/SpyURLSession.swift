import Foundation
import StuntKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Records the URL of each data task, so `calls urlSession` shows what the game asked for, and
/// answers as the session it wraps: the real one stubbed where `stub` says (the `spy` variant,
/// Mockito's spy), or the stub (`recordingStub`, Meszaros' test spy). As the `mock` variant,
/// the call log also checks each call against what `mock` expects. As the `record` variant, it
/// keeps what each task completed with.
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
    guard let call = recorder.record(URLSessionSlot.dataTask.name, URLSessionSlot.arguments(of: url)) else {
      return answering.dataTask(with: url, completionHandler: completionHandler)
    }
    // The `record` variant: what the task completes with is kept as the stub that gives it.
    return answering.dataTask(with: url) { data, response, error in
      call.answered(DummyData.answer(data: data, response: response, error: error))
      completionHandler(data, response, error)
    }
  }
}
