import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Seed 001's game: guess the number a random-number server picked; each miss is answered up
/// or down and counted. `reset` asks the server for a new number through `urlSession`, which
/// the seed's test swaps for a `StubURLSession` to play without a network:
///
/// ```swift
/// sut.urlSession = StubURLSession(dummy: DummyData(data: "[3]".data(using: .utf8), response: ok, error: nil))
/// sut.reset { XCTAssertEqual(self.sut.randomValue, 3); promise.fulfill() }
/// wait(for: [promise], timeout: 10)
/// ```
///
/// Swift 6 asks two things the seed's Swift 5 did not: the completion handler is `@Sendable`
/// (URLSession calls it on its own queue), so the game hops back to the main queue before it
/// touches its state, as an app's model does.
@MainActor
final class UpDownGame {
  /// The seed's server and question; `min` and `max` are the numbers a guess may take.
  nonisolated static let randomNumberAPI = "http://www.randomnumberapi.com/api/v1.0/random?min=1&max=30&count=1"
  nonisolated static let range = 1...30

  var urlSession: URLSessionProtocol = URLSession.shared
  /// The number to guess; 0 until the first `reset` answers.
  var randomValue = 0
  private(set) var tryCount = 0
  /// Why the last `reset` kept the old number. The seed's guards return without a word (and
  /// without calling `completion`); the game keeps what they saw so it can be shown.
  private(set) var resetFailure: ResetFailure?

  func compareValue(with input: Int) -> UpDownResult {
    tryCount += 1
    if randomValue > input { return .up }
    if randomValue < input { return .down }
    return .correct
  }

  func reset(completion: @escaping @MainActor () -> Void) {
    guard let url = URL(string: Self.randomNumberAPI) else { return }
    let dataTask = urlSession.dataTask(with: url) { data, response, error in
      let answer = UpDownGame.randomValue(data: data, response: response, error: error)
      DispatchQueue.main.async {
        switch answer {
        case .success(let randomValue):
          self.randomValue = randomValue
          self.tryCount = 0
          self.resetFailure = nil
          completion()
        case .failure(let failure):
          self.resetFailure = failure
        }
      }
    }
    dataTask.resume()
  }

  /// What the completion handler makes of the server's answer: the first number of a JSON array.
  nonisolated static func randomValue(data: Data?, response: URLResponse?, error: Error?) -> Result<Int, ResetFailure> {
    if let error {
      return .failure(.requestFailed(ResetFailure.describe(error)))
    }
    guard let response = response as? HTTPURLResponse else { return .failure(.noHTTPResponse) }
    guard response.statusCode == 200 else { return .failure(.status(response.statusCode)) }
    guard let data, let randomValue = try? JSONDecoder().decode([Int].self, from: data).first else {
      return .failure(.unreadableBody(ResetFailure.describe(data)))
    }
    return .success(randomValue)
  }
}

/// What the game answers a guess: the number is higher, lower, or this one.
enum UpDownResult: String, Equatable, Sendable {
  case up = "Up"
  case down = "Down"
  case correct = "Correct"
}
