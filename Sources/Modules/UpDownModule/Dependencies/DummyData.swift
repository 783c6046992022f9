import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The seed's canned answer: the data, response and error URLSession would hand the completion
/// handler. The seed calls it dummy data; in Meszaros' words it is a stub's canned answer, as
/// `explain dummy-data` tells.
struct DummyData {
  let data: Data?
  let response: URLResponse?
  let error: Error?
  var completionHandler: DataTaskCompletionHandler? = nil

  func completion() {
    completionHandler?(data, response, error)
  }
}
