import Foundation
import StuntKit
import Testing

@testable import StuntPlugin

/// What a plugin served by `StuntPlugin` answers to each kind of line, read in one pass: the
/// codes `Plugins/PROTOCOL.md` gives, under the request's own id.
@Suite("A served plugin's answers")
@MainActor
struct PluginServerAnswerTests {
  let server = PluginServer(modules: [], name: "nothing")

  func answer(_ line: String) async throws -> [String: Any]? {
    guard let data = await server.answer(Data(line.utf8)) else { return nil }
    return try JSONSerialization.jsonObject(with: data) as? [String: Any]
  }

  func code(_ answer: [String: Any]?) -> Int? {
    (answer?["error"] as? [String: Any])?["code"] as? Int
  }

  @Test func eachMalformedRequestHasItsCodeUnderItsId() async throws {
    #expect(code(try await answer("not json")) == JSONRPC.Code.parseError)
    #expect(code(try await answer(#"{"jsonrpc":"2.0","id":"seven","method":"shutdown"}"#)) == JSONRPC.Code.parseError)
    let noVersion = try await answer(#"{"id":3,"method":"shutdown","params":{}}"#)
    #expect(code(noVersion) == JSONRPC.Code.invalidRequest && noVersion?["id"] as? Int == 3)
    let unknown = try await answer(#"{"jsonrpc":"2.0","id":4,"method":"module/fly","params":{}}"#)
    #expect(code(unknown) == JSONRPC.Code.methodNotFound && unknown?["id"] as? Int == 4)
    let badParams = try await answer(#"{"jsonrpc":"2.0","id":5,"method":"module/snapshot","params":{"instance":"one"}}"#)
    #expect(code(badParams) == JSONRPC.Code.invalidParams && badParams?["id"] as? Int == 5)
    let noParams = try await answer(#"{"jsonrpc":"2.0","id":6,"method":"module/snapshot"}"#)
    #expect(code(noParams) == JSONRPC.Code.invalidParams)
  }

  @Test func aRequestIsAnsweredAndANotificationIsNot() async throws {
    let refused = try await answer(#"{"jsonrpc":"2.0","id":8,"method":"module/snapshot","params":{"instance":1}}"#)
    #expect(code(refused) == JSONRPC.Code.refused && refused?["id"] as? Int == 8)
    #expect((refused?["error"] as? [String: Any])?["message"] as? String == "no instance 1 is loaded")
    #expect(try await answer(#"{"jsonrpc":"2.0","method":"module/snapshot","params":{"instance":1}}"#) == nil)
    let shutdown = try await answer(#"{"jsonrpc":"2.0","id":9,"method":"shutdown","params":{}}"#)
    #expect(shutdown?["result"] != nil && shutdown?["id"] as? Int == 9 && server.isShutDown)
  }
}
