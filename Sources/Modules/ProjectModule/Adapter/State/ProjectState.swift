/// What `state` shows: the board as its screen received it, the detail screen, the history,
/// and where the data went (rows in the SQLite file, the board on the server).
struct ProjectState {
  var board: Board
  /// The use case's error relay, which the seed's screens show as an alert.
  var errorMessage: String?
  var detail: Detail?
  /// `readHistory()`, oldest first.
  var history: [HistoryEntity]
  /// The rows of the real SQLite file, once a real manager opened it.
  var sqlite: Rows?
  /// The server's board as it last answered the real network manager (nil before it did).
  var server: [ProjectEntity]?

  struct Board {
    var todo: [ProjectEntity]
    var doing: [ProjectEntity]
    var done: [ProjectEntity]
    /// How many times the relay has sent the whole board to the screen since it subscribed:
    /// the seed's complaint about BehaviorRelay, which tells every subscriber every change.
    var notifications: Int
  }

  struct Detail {
    var content: ProjectEntity
    var currentProjectEntity: ProjectEntity?
  }

  struct Rows {
    var project: [ProjectEntity]
    var history: [HistoryEntity]
  }
}
