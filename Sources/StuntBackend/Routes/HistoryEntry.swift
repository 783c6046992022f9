/// A history entry (`HistoryEntity`): what was done to which project, and when.
struct HistoryEntry: Codable, Equatable, Sendable {
  var editedType: String
  var title: String
  var date: Double
}
