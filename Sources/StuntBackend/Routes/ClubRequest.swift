/// What `POST /clubs` reads.
struct ClubRequest: Codable, Sendable {
  var name: String?
  var introduction: String?
}
