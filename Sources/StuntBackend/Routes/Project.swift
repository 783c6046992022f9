/// A project of seed 004's project manager (`ProjectEntity` on the client side).
struct Project: Codable, Equatable, Sendable {
  var id: String
  var title: String
  var description: String
  var date: Double
  var status: String
}
