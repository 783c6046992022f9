import Foundation
import StuntEngine

/// JSON-RPC 2.0 as the plugin protocol uses it: one object per line, requests with an integer
/// id, results or errors with the same id.
package enum JSONRPC {
  /// What every message carries as `jsonrpc`.
  package static let version = "2.0"

  /// A message as one line: keys sorted so what crosses the wire reads the same every time.
  /// The hot path's messages are written directly (`WireEncodable`), the same bytes.
  package static func line(_ message: some Encodable) -> Data? {
    if let direct = (message as? any WireEncodable)?.wireBytes { return Data(direct) }
    return lineByFoundation(message)
  }

  /// `line` through `JSONEncoder`, whatever the message.
  package static func lineByFoundation(_ message: some Encodable) -> Data? {
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

    /// A result's head read from the parsed line; nil for anything else, which Foundation reads.
    package init?(direct tree: WireJSON?) {
      guard let tree, case .string(let version)? = tree["jsonrpc"], let id = tree["id"]?.int,
        tree.optional("error") == .some(nil)
      else { return nil }
      self.init(jsonrpc: version, id: id, error: nil)
    }

    package init(jsonrpc: String?, id: Int?, error: ErrorObject?) {
      self.jsonrpc = jsonrpc
      self.id = id
      self.error = error
    }
  }

  /// An answer as the host takes it, read in one pass: the error, when it carries one that
  /// reads as an error object; its result otherwise, which must then be there.
  package enum Reply<Value: Decodable>: Decodable {
    case refused(ErrorObject)
    case result(Value)

    private enum Key: String, CodingKey { case error, result }

    package init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      if let error = (try? container.decodeIfPresent(ErrorObject.self, forKey: .error)) ?? nil {
        self = .refused(error)
      } else {
        self = .result(try container.decode(Value.self, forKey: .result))
      }
    }
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
  package typealias Empty = ModuleQuestions.Done
}
