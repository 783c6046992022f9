import StuntKit

/// Everything the backend stores: clubs, rentals, projects and their history, and the random
/// generator. In memory, per backend: a fresh sandbox starts empty.
struct BackendData: Sendable {
  var clubs: [Club] = []
  var rentals: [Rental] = []
  var projects: [Project] = []
  var history: [HistoryEntry] = []
  var random = SeededRandom()
  /// For ids the server assigns: `p1`, `p2` ...
  var nextProjectNumber = 1
}
