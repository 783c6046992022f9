/// Sends each request to the route that answers it.
enum BackendRouter {
  static func route(_ request: IncomingRequest, _ data: inout BackendData) -> BackendResponse {
    let segments = request.segments
    switch (request.method, segments.first) {
    case ("GET", "numbers") where segments.count == 2:
      return NumberFacts.route(request)
    case ("POST", "clubs") where segments.count == 1:
      return ClubRoutes.create(request, &data)
    case ("POST", "rentals") where segments.count == 1:
      return RentalRoutes.create(request, &data)
    case ("GET", "api") where segments == ["api", "v1.0", "random"]:
      return RandomRoutes.numbers(request, &data.random)
    default:
      if let response = ProjectRoutes.route(request, &data) { return response }
      return .message("no route for \(request.method) \(request.path)", status: 404)
    }
  }
}
