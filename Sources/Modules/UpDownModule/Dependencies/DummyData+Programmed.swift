import Foundation
import StuntKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `DummyData` as the user programs it: `stub urlSession.dataTask returns data="[3]" status=200`
/// (an object with any of data, status and headers) or `throws "offline"`; and as the `record`
/// variant keeps what the real session completed with, which is the same form.
extension DummyData {
  /// The members a programmed answer may have, named once.
  enum Member: String, CaseIterable {
    /// The body as text.
    case data
    /// The body as its bytes, 0 to 255 each: what `record` keeps of a body that is not printable
    /// text, which a stub line could not hold.
    case dataBytes
    case status
    case headers
  }

  /// The seed's test's answer; the stub gives it until told otherwise.
  static let seedAnswer = Value.object([Value.Member(Member.data.rawValue, .string("[3]")), Value.Member(Member.status.rawValue, .int(200))])

  /// What a data task for `url` completes with under `answer` (nil: the seed's).
  init(answer: StubAnswers.Answer?, for url: URL) {
    switch answer ?? .returns(Self.seedAnswer) {
    case .throws(let value):
      self.init(data: nil, response: nil, error: StubbedError(value: value))
    case .sequence:
      // `take(for:)` hands out one answer of a sequence at a time.
      self.init(answer: nil, for: url)
    case .returns(let value):
      let members = Self.members(of: value)
      // Left out, the status is the seed's 200; `status=nil` is an answer that is not HTTP.
      let status: Int? = members[.status].map { if case .int(let code) = $0 { code } else { nil } } ?? 200
      self.init(
        data: members[.data].flatMap(Self.body) ?? members[.dataBytes].flatMap(Self.bytes),
        response: status.flatMap {
          HTTPURLResponse(url: url, statusCode: $0, httpVersion: nil, headerFields: members[.headers].flatMap(Self.fields))
        },
        error: nil)
    }
  }

  /// What a data task completed with, as a stub is programmed to complete one the same way:
  /// the body as text (as bytes where it is not printable text), the status, and the headers
  /// (by name); an error as its text.
  static func answer(data: Data?, response: URLResponse?, error: (any Error)?) -> StubAnswers.Answer {
    if let error { return .throws(.string(StubbedError.text(of: error))) }
    var members: [Value.Member] = []
    if let data {
      if let text = String(validating: Array(data), as: UTF8.self), !text.unicodeScalars.contains(where: Self.isUnprintable) {
        members.append(Value.Member(Member.data.rawValue, .string(text)))
      } else {
        members.append(Value.Member(Member.dataBytes.rawValue, .array(data.map { .int(Int($0)) })))
      }
    }
    let http = response as? HTTPURLResponse
    members.append(Value.Member(Member.status.rawValue, http.map { .int($0.statusCode) } ?? .null))
    let headers = (http?.allHeaderFields ?? [:]).compactMap { key, value -> Value.Member? in
      guard let name = key as? String, let text = value as? String else { return nil }
      return Value.Member(name, .string(text))
    }
    if !headers.isEmpty { members.append(Value.Member(Member.headers.rawValue, .object(headers.sorted { $0.key < $1.key }))) }
    return .returns(.object(members))
  }

  /// A control character other than a newline or a tab, which a typed line cannot hold.
  private static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\n" && scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
  }

  /// Nil when `value` can answer a data task, else what would (checked when it is programmed).
  @Sendable static func problem(with value: Value) -> String? {
    let usage = #"returns data="[3]" status=200 (either may be left out)"#
    guard case .object(let members) = value else { return usage }
    for member in members {
      guard let key = Member(rawValue: member.key) else {
        return "takes " + Member.allCases.map { $0.rawValue + "=" }.joined(separator: ", ") + ", not \(member.key)= — \(usage)"
      }
      switch (key, member.value) {
      case (.data, .string), (.data, .word), (.data, .array), (.data, .object), (.data, .null): continue
      case (.dataBytes, .array(let bytes)) where bytes.allSatisfy({ if case .int(0...255) = $0 { true } else { false } }): continue
      case (.status, .int(let code)) where (100...599).contains(code): continue
      case (.status, .null): continue
      case (.headers, .object(let fields)) where fields.allSatisfy({ $0.value.text != nil }): continue
      case (.headers, _): return #"takes headers as an object of text: headers={"Content-Type": "application/json"}"#
      case (.status, _): return "takes a status from 100 to 599 (or nil for an answer that is not HTTP)"
      case (.data, _): return #"takes data as the body's text: data="[3]""#
      case (.dataBytes, _): return "takes dataBytes as the body's bytes, each 0 to 255: dataBytes=[91, 51, 93]"
      }
    }
    return nil
  }

  private static func members(of value: Value) -> [Member: Value] {
    guard case .object(let members) = value else { return [:] }
    return Dictionary(
      members.compactMap { member in Member(rawValue: member.key).map { ($0, member.value) } }, uniquingKeysWith: { _, last in last })
  }

  private static func fields(_ value: Value) -> [String: String]? {
    guard case .object(let members) = value else { return nil }
    return Dictionary(members.compactMap { member in member.value.text.map { (member.key, $0) } }, uniquingKeysWith: { _, last in last })
  }

  /// The body's bytes: text as typed, a JSON array or object as its JSON text.
  private static func body(_ value: Value) -> Data? {
    switch value {
    case .null: nil
    case .string(let text), .word(let text): Data(text.utf8)
    default: Data(value.description.utf8)
    }
  }

  private static func bytes(_ value: Value) -> Data? {
    guard case .array(let values) = value else { return nil }
    return Data(values.compactMap { if case .int(let byte) = $0 { UInt8(exactly: byte) } else { nil } })
  }
}
