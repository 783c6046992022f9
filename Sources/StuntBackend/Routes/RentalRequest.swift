/// What `POST /rentals` reads.
struct RentalRequest: Codable, Sendable {
  var kind: String
}
