/// A club the club-profile seed creates (`ClubProfileParam` on the client side).
struct Club: Codable, Equatable, Sendable {
  var id: Int
  var name: String
  var introduction: String
}
