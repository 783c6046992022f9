/// A rental or an application that seed 000's RentViewModel asks for.
struct Rental: Codable, Equatable, Sendable {
  var id: Int
  var kind: String
}
