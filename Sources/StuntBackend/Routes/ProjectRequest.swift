/// What `POST /projects` and `PUT /projects/{id}` read: the server assigns an id when none is given.
struct ProjectRequest: Codable, Sendable {
  var id: String?
  var title: String
  var description: String?
  var date: Double?
  var status: String?
}
