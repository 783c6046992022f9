import Foundation

/// `POST /rentals` records a rental (`{"kind": "rent"}`) or an application (`"apply"`): what
/// the rent view model's alert button reaches through its service.
enum RentalRoutes {
  static func create(_ request: IncomingRequest, _ data: inout BackendData) -> BackendResponse {
    guard let body = try? JSONDecoder().decode(RentalRequest.self, from: request.body), ["rent", "apply"].contains(body.kind)
    else {
      return .message("kind는 rent 또는 apply여야 합니다.", status: 400)
    }
    let rental = Rental(id: data.rentals.count + 1, kind: body.kind)
    data.rentals.append(rental)
    return .json(rental, status: 201)
  }
}

/// A rental or an application that seed 000's RentViewModel asks for.
struct Rental: Codable, Equatable, Sendable {
  var id: Int
  var kind: String
}

/// What `POST /rentals` reads.
struct RentalRequest: Codable, Sendable {
  var kind: String
}
