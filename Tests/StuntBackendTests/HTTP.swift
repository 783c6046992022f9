import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A tiny URLSession client for the tests: status and body of one request.
enum HTTP {
  static let session = URLSession(configuration: .ephemeral)

  static func send(_ method: String, _ url: URL, json: String? = nil) async throws -> (status: Int, body: String) {
    var request = URLRequest(url: url)
    request.httpMethod = method
    if let json {
      request.httpBody = Data(json.utf8)
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    let (data, response) = try await session.data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
  }

  static func get(_ url: URL) async throws -> (status: Int, body: String) {
    try await send("GET", url)
  }
}
