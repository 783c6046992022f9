import Foundation
import StuntKit
import Testing

@testable import UpDownModule

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The seed's game and doubles on their own, as the seed's XCTest drives them.
@MainActor
@Suite("UpDownGame with the seed's StubURLSession")
struct UpDownGameTests {
  let url = URL(string: UpDownGame.randomNumberAPI)

  func dummy(_ body: String?, status: Int? = 200, error: (any Error)? = nil) throws -> DummyData {
    let url = try #require(url)
    return DummyData(
      data: body.map { Data($0.utf8) },
      response: status.flatMap { HTTPURLResponse(url: url, statusCode: $0, httpVersion: nil, headerFields: nil) },
      error: error)
  }

  /// Resets `sut` and waits for the game's hop to the main queue, like `wait(for:timeout:)`.
  func reset(_ sut: UpDownGame) async -> Int {
    var completions = 0
    sut.reset { completions += 1 }
    await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    return completions
  }

  @Test func test_randomValue로_3이라는값을_받을때() async throws {
    let sut = UpDownGame()
    sut.urlSession = StubURLSession(dummy: try dummy("[3]"))
    #expect(await reset(sut) == 1)
    #expect(sut.randomValue == 3)
    #expect(sut.resetFailure == nil)
  }

  @Test func theStubsDataTaskCompletesWhenResumedOnTheCallersThread() throws {
    let url = try #require(url)
    let calls = LockedCount()
    let task = StubURLSession(dummy: try dummy("[3]")).dataTask(with: url) { data, response, _ in
      #expect(data == Data("[3]".utf8))
      #expect((response as? HTTPURLResponse)?.statusCode == 200)
      calls.increment()
    }
    #expect(calls.value == 0, "making the task does not complete it")
    task.resume()
    #expect(calls.value == 1)
  }

  @Test(arguments: [
    ("[", ResetFailure.unreadableBody("[")),
    ("[]", .unreadableBody("[]")),
    (#""three""#, .unreadableBody(#""three""#)),
  ])
  func aBodyWithoutANumberKeepsTheNumberAndSkipsTheCompletion(_ body: String, _ failure: ResetFailure) async throws {
    let sut = UpDownGame()
    sut.randomValue = 9
    sut.urlSession = StubURLSession(dummy: try dummy(body))
    #expect(await reset(sut) == 0)
    #expect(sut.randomValue == 9)
    #expect(sut.resetFailure == failure)
  }

  @Test func aStatusAnErrorAndNoResponseEachStopAtTheirGuard() async throws {
    let sut = UpDownGame()
    sut.urlSession = StubURLSession(dummy: try dummy("[5]", status: 500))
    #expect(await reset(sut) == 0)
    #expect(sut.resetFailure == .status(500))
    sut.urlSession = StubURLSession(dummy: try dummy("[5]", status: nil))
    #expect(await reset(sut) == 0)
    #expect(sut.resetFailure == .noHTTPResponse)
    sut.urlSession = StubURLSession(dummy: try dummy(nil, status: nil, error: URLError(.notConnectedToInternet)))
    #expect(await reset(sut) == 0)
    #expect(sut.resetFailure == .requestFailed("URLError -1009"))
    #expect(sut.randomValue == 0)
  }

  @Test func guessesAreAnsweredUpDownOrCorrectAndCounted() {
    let sut = UpDownGame()
    sut.randomValue = 7
    #expect(sut.compareValue(with: 5) == .up)
    #expect(sut.compareValue(with: 9) == .down)
    #expect(sut.compareValue(with: 7) == .correct)
    #expect(sut.tryCount == 3)
  }

  @Test func aSuccessfulResetStartsTheCountAgain() async throws {
    let sut = UpDownGame()
    sut.randomValue = 7
    _ = sut.compareValue(with: 5)
    sut.urlSession = StubURLSession(dummy: try dummy("[12, 4]"))
    #expect(await reset(sut) == 1)
    #expect(sut.randomValue == 12)
    #expect(sut.tryCount == 0)
  }

  @Test func theRealSessionIsRoutedToTheSandboxServerKeepingPathAndQuery() throws {
    let url = try #require(url)
    let root = try #require(URL(string: "http://127.0.0.1:8080/proxy/"))
    #expect(RoutedURLSession.route(url, to: root)?.absoluteString
      == "http://127.0.0.1:8080/proxy/api/v1.0/random?min=1&max=30&count=1")
  }
}

/// A counter a completion handler may bump from any thread.
final class LockedCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}

/// Issue 55: the `record` variant over the seed's URL session.
@Suite("DummyData recorded from a data task")
struct RecordedDummyDataTests {
  let url = URL(string: UpDownGame.randomNumberAPI)

  /// What `record` keeps of a data task is the `DummyData` that completes one the same way: a
  /// text body as `data`, one that is not printable text as its bytes, the status and headers.
  @Test func aRecordedAnswerIsTheDummyDataThatGivesItBack() throws {
    let url = try #require(self.url)
    let headers = ["Content-Type": "application/json"]
    for body in [Data("[7]".utf8), Data([0x7B, 0x22, 0xFF, 0xFE, 0x6E]), Data("[7]\r\n".utf8)] {
      let response = HTTPURLResponse(url: url, statusCode: 201, httpVersion: nil, headerFields: headers)
      let answer = DummyData.answer(data: body, response: response, error: nil)
      if case .returns(let value) = answer { #expect(DummyData.problem(with: value) == nil, "\(value)") }
      let replayed = DummyData(answer: answer, for: url)
      #expect(replayed.data == body)
      #expect((replayed.response as? HTTPURLResponse)?.statusCode == 201)
      #expect((replayed.response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == "application/json")
    }
    #expect(
      DummyData.answer(data: Data([0xFF]), response: nil, error: nil)
        == .returns(.object([Value.Member("dataBytes", .array([.int(255)])), Value.Member("status", .null)])))
  }
}
