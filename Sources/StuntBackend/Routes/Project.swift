/// A project of seed 004's project manager (`ProjectEntity` on the client side).
struct Project: Codable, Equatable, Sendable {
  var id: String
  var title: String
  var description: String
  var date: Double
  var status: String
}

/// What `POST /projects` and `PUT /projects/{id}` read: the server assigns an id when none is given.
struct ProjectRequest: Codable, Sendable {
  var id: String?
  var title: String
  var description: String?
  var date: Double?
  var status: String?
}

/// A history entry (`HistoryEntity`): what was done to which project, and when.
struct HistoryEntry: Codable, Equatable, Sendable {
  var editedType: String
  var title: String
  var date: Double
}
