import Foundation
import StuntEngine
import StuntKit
import Testing

@testable import StuntPlugin

/// The hot path's direct JSON (`WireCodable`) against Foundation's, which defines the wire: the
/// same bytes written, the same values read, over generated messages with every case of
/// `StateNode` and `Value`, awkward strings and numbers; and what it cannot read left to
/// Foundation rather than read differently.
@Suite("The protocol's hot path, read and written directly")
struct WireCodingTests {
  @Test func aSnapshotIsWrittenAsFoundationWritesItAndReadBackTheSame() throws {
    var generator = MessageGenerator(seed: 7)
    for _ in 0..<400 {
      let stepped = ModuleQuestions.Step.Answer(snapshot: generator.snapshot())
      let foundation = try #require(JSONRPC.lineByFoundation(stepped))
      #expect(stepped.wireBytes.map { Data($0) } == foundation, "\(String(decoding: foundation, as: UTF8.self))")
      let read = try #require(WireJSON.parse(foundation).flatMap(ModuleQuestions.Step.Answer.init(wire:)))
      let decoded = try JSONDecoder().decode(ModuleQuestions.Step.Answer.self, from: foundation)
      #expect(read.snapshot.state == decoded.snapshot.state && read.snapshot.alert == decoded.snapshot.alert)
      #expect(read.wireBytes == decoded.wireBytes)
    }
  }

  @Test func aStepRequestIsWrittenAsFoundationWritesItAndReadBackTheSame() throws {
    var generator = MessageGenerator(seed: 11)
    for id in 0..<300 {
      let request = JSONRPC.Request(id: id, method: ModuleQuestions.Step.method, params: generator.step())
      let foundation = try #require(JSONRPC.lineByFoundation(request))
      // What `JSONRPC.line` asks at run time: the step goes the direct way, not Foundation's.
      #expect((request as Any) is any WireEncodable)
      #expect(request.wireBytes.map { Data($0) } == foundation, "\(String(decoding: foundation, as: UTF8.self))")
      let incoming = try #require(IncomingRequest(direct: foundation))
      let read = try #require(try incoming.params?.get() as? InstanceRequest<ModuleQuestions.Step>)
      #expect(incoming.id == id && incoming.method == ModuleQuestions.Step.method)
      #expect(JSONRPC.lineByFoundation(read) == JSONRPC.lineByFoundation(request.params))
    }
  }

  @Test func anAnswerIsReadWithItsHead() throws {
    let line = Data(#"{"result":{"snapshot":{"pendingEvents":false,"state":{"text":{"_0":"a/b"}}, "extra":[1,{"x":null}]}}, "id":4,"jsonrpc":"2.0"}"#.utf8)
    #expect(JSONRPC.Response(direct: WireJSON.parse(line))?.id == 4)
    guard case .result(let stepped)? = JSONRPC.Reply<ModuleQuestions.Step.Answer>.direct(WireJSON.parse(line)) else {
      Issue.record("the answer was not read directly")
      return
    }
    #expect(stepped.snapshot.state == .text("a/b") && stepped.snapshot.idle == nil && stepped.snapshot.objects == nil)
  }

  /// Lines Foundation reads or refuses in its own way, which the direct reading leaves to it.
  @Test(arguments: [
    #"{"id":1,"jsonrpc":"2.0","error":{"code":1,"message":"no"}}"#,
    #"{"id":1,"jsonrpc":"2.0","result":{"snapshot":{"pendingEvents":false,"state":{"text":{"_0":"a"}},"objects":[{"name":"x","methods":[]}]}}}"#,
    #"{"id":1,"id":2,"jsonrpc":"2.0","result":{"snapshot":{"pendingEvents":false,"state":{"text":{"_0":"a"}}}}}"#,
    #"{"id":1,"jsonrpc":"2.0","result":{"snapshot":{"pendingEvents":false,"state":{"text":{"_0":"\ud800"}}}}}"#,
    #"{"id":1,"jsonrpc":"2.0","result":{"snapshot":{"pendingEvents":false,"state":{"scalar":{"_0":{"int":{"_0":1.0}}}}}}}"#,
    #"{"id":1,"jsonrpc":"2.0","result":{"snapshot":{"pendingEvents":false,"state":{"text":{"_0":"a"},"tuple":{"_0":[]}}}}}"#,
    #"{"id":1,"jsonrpc":"2.0","result":{"snapshot":{"pendingEvents":0,"state":{"text":{"_0":"a"}}}}}"#,
    #"{"id":1,"jsonrpc":"2.0","result":{"snapshot":{"pendingEvents":false,"state":{"text":{"_0":"a"}}}},}"#,
    #"{"id":1.5,"jsonrpc":"2.0","result":{}}"#,
    #"{"id":1,"jsonrpc":2,"result":{}}"#,
  ])
  func whatItCannotReadIsLeftToFoundation(_ line: String) {
    #expect(JSONRPC.Reply<ModuleQuestions.Step.Answer>.direct(WireJSON.parse(Data(line.utf8))) == nil)
  }

  @Test func hostileLinesAreRefusedWithoutCrashingOrStalling() {
    let deep = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
    #expect(WireJSON.parse(deep) == nil)
    #expect(WireJSON.parse(Data([0x22, 0xFF, 0xFE, 0x22])) == nil)
    #expect(WireJSON.parse(Data("\"a\u{1}\"".utf8)) == nil)
    let wide = "{" + (0..<50_000).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
    #expect(WireJSON.parse(Data(wide.utf8))?["k49999"]?.int == 49_999)
    #expect(WireJSON.parse(Data((wide.dropLast() + ",\"k7\":0}").utf8)) == nil)
    #expect(WireJSON.parse(Data(#"[1,2]x"#.utf8)) == nil)
    #expect(WireJSON.parse(Data(#"-01"#.utf8)) == nil)
    #expect(WireJSON.parse(Data(#" "\ud83d\ude00" "#.utf8)) == .string("😀"))
  }

  @Test func aNumberThatIsNotFiniteIsLeftToFoundation() {
    let snapshot = ModuleSnapshot(state: .scalar(.double(.infinity)), alert: nil, pendingEvents: false, idle: true, objects: nil)
    #expect(snapshot.wireBytes == nil)
    #expect(JSONRPC.line(ModuleQuestions.Step.Answer(snapshot: snapshot)) == nil)
  }
}

/// Seeded messages: every case of `StateNode` and `Value`, nested, with strings and numbers
/// that test escaping and spelling.
private struct MessageGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next(_ bound: Int) -> Int {
    state = state &* 6364136223846793005 &+ 1442695040888963407
    return Int((state >> 33) % UInt64(bound))
  }

  mutating func string() -> String {
    let pieces = ["a", "count", "\"", "\\", "/", "\n", "\t", "\r", "\u{1}", "\u{8}", "\u{c}", "\u{1f}", "\u{7f}", "é", "e\u{301}", "한", "😀", "\u{2028}", " ", ""]
    return (0..<next(4)).map { _ in pieces[next(pieces.count)] }.joined()
  }

  mutating func double() -> Double {
    let values = [0, -0.0, 1, 2.5, 0.1, 1e20, 1e-7, 1.5e15, 1e16, 123_456.789, -3.25, .leastNonzeroMagnitude, .greatestFiniteMagnitude, Double(next(1_000_000)) / 7]
    return values[next(values.count)]
  }

  mutating func value(depth: Int = 0) -> Value {
    switch next(depth > 2 ? 8 : 10) {
    case 0: return .int(next(2_000_000) - 1_000_000)
    case 1: return .double(double())
    case 2: return .bool(next(2) == 0)
    case 3: return .string(string())
    case 4: return .word(string())
    case 5: return .enumCase(string())
    case 6: return .reference(string())
    case 7: return .null
    case 8: return .array((0..<next(3)).map { _ in value(depth: depth + 1) })
    default: return .object((0..<next(3)).map { _ in Value.Member(string(), value(depth: depth + 1)) })
    }
  }

  mutating func children(depth: Int) -> [StateNode.Child] {
    (0..<next(4)).map { _ in StateNode.Child(next(3) == 0 ? nil : string(), node(depth: depth + 1)) }
  }

  mutating func node(depth: Int = 0) -> StateNode {
    switch next(depth > 3 ? 3 : 10) {
    case 0: return .scalar(value())
    case 1: return .text(string())
    case 2: return .optional(nil)
    case 3: return .optional(node(depth: depth + 1))
    case 4: return .structure(type: string(), fields: children(depth: depth))
    case 5: return .enumeration(type: string(), name: string(), payload: next(2) == 0 ? nil : children(depth: depth))
    case 6: return .tuple(children(depth: depth))
    case 7: return .array((0..<next(3)).map { _ in node(depth: depth + 1) })
    case 8: return .set((0..<next(3)).map { _ in node(depth: depth + 1) })
    default: return .dictionary((0..<next(3)).map { _ in StateNode.Pair(node(depth: depth + 1), node(depth: depth + 1)) })
    }
  }

  mutating func snapshot() -> ModuleSnapshot {
    let alert = next(3) == 0 ? AlertSnapshot(caseName: next(2) == 0 ? nil : string(), title: string(), message: string()) : nil
    let idle: Bool? = [nil, true, false][next(3)]
    let objects: [ObjectDouble]? = next(2) == 0 ? nil : []
    return ModuleSnapshot(state: node(), alert: alert, pendingEvents: next(2) == 0, idle: idle, objects: objects)
  }

  mutating func step() -> InstanceRequest<ModuleQuestions.Step> {
    let change: ModuleChange
    if next(2) == 0 {
      let keys = ["amount", "a10", "a9", "B", "b", "_x", "é", "한", string()]
      change = .send(input: string(), arguments: Dictionary((0..<next(4)).map { _ in (keys[next(keys.count)], value()) }) { $1 })
    } else {
      change = .set(field: string(), value: value())
    }
    let origin = EffectOrigin(input: string(), command: string(), file: next(2) == 0 ? nil : string(), line: next(10_000))
    let step = ModuleQuestions.Step(origin: origin, change: change, nanoseconds: Int64(next(Int(Int32.max))))
    return InstanceRequest(instance: next(100), question: step)
  }
}
