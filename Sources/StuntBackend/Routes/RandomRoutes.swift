import StuntKit

/// `GET /api/v1.0/random?min=&max=&count=`: a JSON array of random integers, as
/// randomnumberapi.com answers seed 001's up/down game.
enum RandomRoutes {
  static func numbers(_ request: IncomingRequest, _ random: inout SeededRandom) -> BackendResponse {
    let min = request.query("min").map { Int($0) } ?? 1
    let max = request.query("max").map { Int($0) } ?? 100
    let count = request.query("count").map { Int($0) } ?? 1
    guard let min, let max, let count else {
      return .message("min, max and count must be integers", status: 400)
    }
    guard min <= max else { return .message("min must not exceed max", status: 400) }
    guard (1...100).contains(count) else { return .message("count must be between 1 and 100", status: 400) }
    return .json((0..<count).map { _ in Int.random(in: min...max, using: &random) })
  }
}
