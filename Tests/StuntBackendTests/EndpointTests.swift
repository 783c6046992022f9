import Foundation
import StuntKit
import Testing

@testable import StuntBackend

@Suite("Backend endpoints over real HTTP")
struct EndpointTests {
  let backend = EmbeddedBackend()

  func url(_ path: String) async throws -> URL {
    try #require(URL(string: try await backend.baseURL().absoluteString + path))
  }

  @Test func numberFactsAreDeterministicText() async throws {
    #expect(try await HTTP.get(url("/numbers/42")) == (200, "42 is the answer to the Ultimate Question of Life, the Universe, and Everything."))
    #expect(try await HTTP.get(url("/numbers/9")) == (200, "9 is a perfect square, 3 times 3."))
    #expect(try await HTTP.get(url("/numbers/13")) == (200, "13 is an odd prime number."))
    #expect(try await HTTP.get(url("/numbers/-4")).body == "-4 is a negative even number.")
    #expect(try await HTTP.get(url("/numbers/x")) == (400, #"{"message":"'x' is not a number"}"#))
    await backend.stop()
  }

  @Test func clubsAreCreatedAndValidatedWithMessages() async throws {
    let created = try await HTTP.send("POST", url("/clubs"), json: #"{"name":"그룹명","introduction":"그룹 소개"}"#)
    #expect(created == (201, #"{"id":1,"introduction":"그룹 소개","name":"그룹명"}"#))
    #expect(try await HTTP.send("POST", url("/clubs"), json: #"{"name":"","introduction":"x"}"#)
      == (400, #"{"message":"그룹 이름을 입력해주세요."}"#))
    #expect(try await HTTP.send("POST", url("/clubs"), json: #"{"name":"a"}"#) == (400, #"{"message":"그룹 소개를 입력해주세요."}"#))
    #expect(try await HTTP.send("POST", url("/clubs"), json: #"{"name":"그룹명","introduction":"다른 소개"}"#)
      == (409, #"{"message":"이미 존재하는 그룹 이름입니다."}"#))
    #expect(try await HTTP.send("POST", url("/clubs"), json: "not json").status == 400)
    await backend.stop()
  }

  @Test func randomNumbersRepeatForASeed() async throws {
    await backend.seedRandom(42)
    let first = try await HTTP.get(url("/api/v1.0/random?min=1&max=30&count=5"))
    await backend.seedRandom(42)
    let again = try await HTTP.get(url("/api/v1.0/random?min=1&max=30&count=5"))
    #expect(first.status == 200 && first == again)
    let numbers = try JSONDecoder().decode([Int].self, from: Data(first.body.utf8))
    #expect(numbers.count == 5 && numbers.allSatisfy { (1...30).contains($0) })
    #expect(try await HTTP.get(url("/api/v1.0/random?min=5&max=1")) == (400, #"{"message":"min must not exceed max"}"#))
    #expect(try await HTTP.get(url("/api/v1.0/random?count=0")).status == 400)
    #expect(try await HTTP.get(url("/api/v1.0/random?min=x")).status == 400)
    await backend.stop()
  }

  @Test func projectsAndHistory() async throws {
    let created = try await HTTP.send("POST", url("/projects"), json: #"{"title":"Stunt","date":1.5}"#)
    #expect(created == (201, #"{"date":1.5,"description":"","id":"p1","status":"todo","title":"Stunt"}"#))
    #expect(try await HTTP.send("POST", url("/projects"), json: #"{"id":"own","title":"Two","status":"doing"}"#).status == 201)
    #expect(try await HTTP.get(url("/projects")).body.contains(#""id":"own""#))
    #expect(try await HTTP.send("PUT", url("/projects/p1"), json: #"{"title":"Stunt 2","status":"done"}"#)
      == (200, #"{"date":1.5,"description":"","id":"p1","status":"done","title":"Stunt 2"}"#))
    #expect(try await HTTP.send("PUT", url("/projects/p1"), json: #"{"title":"x","status":"lost"}"#)
      == (400, #"{"message":"status must be one of todo, doing, done"}"#))
    #expect(try await HTTP.get(url("/projects/p1")).body.contains("Stunt 2"))
    #expect(try await HTTP.send("DELETE", url("/projects/p1")).status == 204)
    #expect(try await HTTP.get(url("/projects/p1")) == (404, #"{"message":"no project p1"}"#))
    #expect(try await HTTP.send("POST", url("/history"), json: #"{"editedType":"edit","title":"Two","date":2}"#).status == 201)
    #expect(try await HTTP.get(url("/history")) == (200, #"[{"date":2,"editedType":"edit","title":"Two"}]"#))
    #expect(try await HTTP.get(url("/nowhere")) == (404, #"{"message":"no route for GET /nowhere"}"#))
    await backend.stop()
  }

  @Test func putOfTheWholeBoardReplacesItAllOrNothing() async throws {
    _ = try await HTTP.send("POST", url("/projects"), json: #"{"title":"old"}"#)
    #expect(try await HTTP.send("PUT", url("/projects"), json: #"[{"id":"a","title":"A","status":"doing"},{"title":"B"}]"#)
      == (200, #"[{"date":0,"description":"","id":"a","status":"doing","title":"A"},{"date":0,"description":"","id":"p2","status":"todo","title":"B"}]"#))
    #expect(try await HTTP.send("PUT", url("/projects"), json: #"[{"id":"a","title":"A"},{"id":"a","title":"again"}]"#)
      == (409, #"{"message":"the board names project a twice"}"#))
    #expect(try await HTTP.send("PUT", url("/projects"), json: #"[{"title":" "}]"#).status == 400)
    #expect(try await HTTP.send("PUT", url("/projects"), json: #"{"title":"not a board"}"#).status == 400)
    #expect(try await HTTP.get(url("/projects")).body.contains(#""id":"p2""#))
    #expect(try await HTTP.send("POST", url("/projects"), json: #"{"title":"C"}"#).body.contains(#""id":"p3""#))
    await backend.stop()
  }

  @Test func theLogIsTheServersView() async throws {
    _ = try await HTTP.get(url("/numbers/1"))
    _ = try await HTTP.send("POST", url("/clubs"), json: #"{"name":"n","introduction":"i"}"#)
    _ = try await HTTP.get(url("/api/v1.0/random?min=1&max=2&count=1"))
    #expect(await backend.requests().map(\.description) == [
      "GET /numbers/1 -> 200",
      #"POST /clubs {"name":"n","introduction":"i"} -> 201"#,
      "GET /api/v1.0/random?min=1&max=2&count=1 -> 200",
    ])
    await backend.reset()
    #expect(await backend.requests().isEmpty)
    #expect(EmbeddedBackend.summary(Data(String(repeating: "x", count: 100).utf8)) == String(repeating: "x", count: 80) + "…")
    #expect(EmbeddedBackend.summary(Data([0xFF, 0xFE])) == "<2 bytes>")
    await backend.stop()
  }
}
