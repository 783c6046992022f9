import Foundation

/// A message of the protocol's hot path (a `module/step` and the snapshot it answers, every
/// command's round trip to a plugin or the served built-ins), read from a parsed `WireJSON`
/// and written by `WireWriter` directly. The JSON is the one its synthesized `Codable` reads
/// and writes, byte for byte (WireCodingTests compare the two over generated values): a
/// plugin of any version, in any language, sees no difference. Whatever this cannot read gives
/// nil, whatever it cannot write fails the writer, and the line goes through Foundation.
package typealias WireCodable = WireDecodable & WireEncodable

package protocol WireDecodable: Decodable {
  init?(wire: WireJSON)
}

package protocol WireEncodable: Encodable {
  func write(to writer: inout WireWriter)
}

extension WireEncodable {
  /// The value as `JSONRPC.line` writes it, or nil when it must be Foundation's.
  package var wireBytes: [UInt8]? {
    var writer = WireWriter()
    write(to: &writer)
    return writer.failed ? nil : writer.bytes
  }
}

extension JSONRPC.Request: WireEncodable where Params: WireEncodable {
  package func write(to writer: inout WireWriter) {
    writer.object {
      $0.member("id") { $0.int(id) }
      $0.member("jsonrpc") { $0.string(jsonrpc) }
      $0.member("method") { $0.string(method) }
      $0.member("params") { params.write(to: &$0) }
    }
  }
}

extension JSONRPC.Result: WireEncodable where Value: WireEncodable {
  package func write(to writer: inout WireWriter) {
    writer.object {
      $0.member("id", ifPresent: id) { $0.int($1) }
      $0.member("jsonrpc") { $0.string(jsonrpc) }
      $0.member("result") { result.write(to: &$0) }
    }
  }
}

extension JSONRPC.Reply {
  /// The answer read directly: a result, without an error, whose value is `WireCodable` and
  /// reads so. Nil otherwise (a refusal, another answer): Foundation reads it.
  package static func direct(_ tree: WireJSON?) -> Self? {
    guard let type = Value.self as? any WireDecodable.Type, let tree, tree.optional("error") == .some(nil),
      let result = tree["result"], let value = type.init(wire: result) as? Value
    else { return nil }
    return .result(value)
  }
}
