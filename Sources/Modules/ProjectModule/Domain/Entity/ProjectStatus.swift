/// The column a project sits in on the seed app's board.
enum ProjectStatus: String, CaseIterable, Codable, Sendable {
  case todo
  case doing
  case done
}
