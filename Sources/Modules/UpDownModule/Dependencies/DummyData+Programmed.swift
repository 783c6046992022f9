import Foundation
import StuntKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `DummyData` as the user programs it: `stub urlSession.dataTask returns data="[3]" status=200`
/// (an object with either key, or both) or `throws "offline"`.
extension DummyData {
  /// The seed's test's answer; the stub gives it until told otherwise.
  static let seedAnswer = Value.object([Value.Member("data", .string("[3]")), Value.Member("status", .int(200))])

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
      let status: Int? = members["status"].map { if case .int(let code) = $0 { code } else { nil } } ?? 200
      self.init(
        data: members["data"].flatMap(Self.body),
        response: status.flatMap { HTTPURLResponse(url: url, statusCode: $0, httpVersion: nil, headerFields: nil) },
        error: nil)
    }
  }

  /// Nil when `value` can answer a data task, else what would (checked when it is programmed).
  @Sendable static func problem(with value: Value) -> String? {
    let usage = #"returns data="[3]" status=200 (either may be left out)"#
    guard case .object(let members) = value else { return usage }
    for member in members {
      switch (member.key, member.value) {
      case ("data", .string), ("data", .word), ("data", .array), ("data", .object), ("data", .null): continue
      case ("status", .int(let code)) where (100...599).contains(code): continue
      case ("status", .null): continue
      case ("status", _): return "takes a status from 100 to 599 (or nil for an answer that is not HTTP)"
      case ("data", _): return #"takes data as the body's text: data="[3]""#
      default: return "takes data= and status=, not \(member.key)= — \(usage)"
      }
    }
    return nil
  }

  private static func members(of value: Value) -> [String: Value] {
    guard case .object(let members) = value else { return [:] }
    return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
  }

  /// The body's bytes: text as typed, a JSON array or object as its JSON text.
  private static func body(_ value: Value) -> Data? {
    switch value {
    case .null: nil
    case .string(let text), .word(let text): Data(text.utf8)
    default: Data(value.description.utf8)
    }
  }
}
