import Foundation

/// A request as the plugin server reads it, in one pass over its line: the id to answer under,
/// the method, and the parameters decoded as that method's request, found by its name on the
/// wire in `PluginRequests.all`. Parameters that do not fit are kept as their error, so that
/// the answer can say "invalid params" under the request's id.
struct IncomingRequest: Decodable {
  var jsonrpc: String?
  var id: Int?
  var method: String?
  /// Nil when the method is no request of the protocol (or there is no well-formed head).
  var params: Result<any PluginRequest, any Error>?

  /// The requests by their name on the wire.
  private static let requests = Dictionary(uniqueKeysWithValues: PluginRequests.all.map { ($0.method, $0) })

  private enum Key: String, CodingKey { case jsonrpc, id, method, params }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    jsonrpc = try container.decodeIfPresent(String.self, forKey: .jsonrpc)
    id = try container.decodeIfPresent(Int.self, forKey: .id)
    method = try container.decodeIfPresent(String.self, forKey: .method)
    guard let method, jsonrpc == JSONRPC.version, let type = Self.requests[method] else { return }
    params = Result { try Self.params(type, in: container) }
  }

  private static func params<Request: PluginRequest>(
    _ type: Request.Type, in container: KeyedDecodingContainer<Key>
  ) throws -> any PluginRequest {
    try container.decode(Request.self, forKey: .params)
  }
}
