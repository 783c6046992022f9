import Foundation

/// JSON-RPC 2.0 as the plugin protocol uses it: one object per line, requests with an integer
/// id, results or errors with the same id.
package enum JSONRPC {
  /// What every message carries as `jsonrpc`.
  package static let version = "2.0"

  /// A message as one line: keys sorted so what crosses the wire reads the same every time.
  package static func line(_ message: some Encodable) -> Data? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try? encoder.encode(message)
  }

  package struct Request<Params: Encodable>: Encodable {
    package var jsonrpc = JSONRPC.version
    package var id: Int
    package var method: String
    package var params: Params
  }

  /// What the server reads first of a request: which method, and the id to answer under.
  package struct Head: Decodable {
    package var jsonrpc: String?
    package var id: Int?
    package var method: String?
  }

  package struct Params<Value: Decodable>: Decodable {
    package var params: Value
  }

  package struct Result<Value: Encodable>: Encodable {
    package var jsonrpc = JSONRPC.version
    package var id: Int?
    package var result: Value
  }

  package struct Failure: Encodable {
    package var jsonrpc = JSONRPC.version
    package var id: Int?
    package var error: ErrorObject
  }

  package struct ErrorObject: Codable, Sendable {
    package var code: Int
    package var message: String
  }

  /// What the host reads of an answer: its id, and a result or an error.
  package struct Response: Decodable {
    package var jsonrpc: String?
    package var id: Int?
    package var error: ErrorObject?
  }

  package struct ResultOnly<Value: Decodable>: Decodable {
    package var result: Value
  }

  /// JSON-RPC's codes, and one of the protocol's own: the module refused what was asked
  /// (an unknown input, a wrong value); its message is the user's `error:` line.
  package enum Code {
    package static let parseError = -32700
    package static let invalidRequest = -32600
    package static let methodNotFound = -32601
    package static let invalidParams = -32602
    package static let refused = 1
  }

  /// An empty object, for requests without parameters and results without content.
  package struct Empty: Codable, Sendable {
    package init() {}
  }
}
