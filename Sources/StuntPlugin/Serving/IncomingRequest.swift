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

  /// A request of the hot path (`WireDecodable`) read directly; nil for anything else, which
  /// Foundation reads (and, when it is wrong, says why).
  init?(direct line: Data) {
    guard let tree = WireJSON.parse(line), case .string(let version)? = tree["jsonrpc"], version == JSONRPC.version,
      let id = tree["id"]?.int, let method = tree["method"]?.string,
      let type = Self.requests[method] as? any WireDecodable.Type, let params = tree["params"].flatMap(type.init(wire:)) as? any PluginRequest
    else { return nil }
    jsonrpc = version
    self.id = id
    self.method = method
    self.params = .success(params)
  }

  private static func params<Request: PluginRequest>(
    _ type: Request.Type, in container: KeyedDecodingContainer<Key>
  ) throws -> any PluginRequest {
    try container.decode(Request.self, forKey: .params)
  }
}
