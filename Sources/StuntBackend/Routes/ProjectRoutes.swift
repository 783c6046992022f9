import Foundation

/// `/projects` (create, read, update, delete, list, and `PUT` of the whole board) and
/// `/history`: what seed 004's network repository synchronises with.
enum ProjectRoutes {
  static let statuses = ["todo", "doing", "done"]

  static func route(_ request: IncomingRequest, _ data: inout BackendData) -> BackendResponse? {
    let segments = request.segments
    switch (request.method, segments.count) {
    case ("GET", 1) where segments[0] == "projects":
      return .json(data.projects)
    case ("POST", 1) where segments[0] == "projects":
      return create(request.body, &data)
    case ("PUT", 1) where segments[0] == "projects":
      return replace(request.body, &data)
    case (_, 2) where segments[0] == "projects":
      return one(segments[1], request, &data)
    case ("GET", 1) where segments[0] == "history":
      return .json(data.history)
    case ("POST", 1) where segments[0] == "history":
      guard let entry = try? JSONDecoder().decode(HistoryEntry.self, from: request.body) else {
        return .message("a history entry needs editedType, title and date", status: 400)
      }
      data.history.append(entry)
      return .json(entry, status: 201)
    default:
      return nil
    }
  }

  static func create(_ body: Data, _ data: inout BackendData) -> BackendResponse {
    guard let request = try? JSONDecoder().decode(ProjectRequest.self, from: body) else {
      return .message("a project needs at least a title", status: 400)
    }
    if let problem = problem(request) { return problem }
    let id = request.id ?? "p\(data.nextProjectNumber)"
    data.nextProjectNumber += 1
    guard !data.projects.contains(where: { $0.id == id }) else {
      return .message("a project with id \(id) exists", status: 409)
    }
    let project = Project(
      id: id, title: request.title, description: request.description ?? "", date: request.date ?? 0,
      status: request.status ?? "todo")
    data.projects.append(project)
    return .json(project, status: 201)
  }

  /// The client's whole board in one request, as seed 004's `synchronizeNetworkData` sends it:
  /// all or nothing, so a refused project leaves the server's board as it was.
  static func replace(_ body: Data, _ data: inout BackendData) -> BackendResponse {
    guard let requests = try? JSONDecoder().decode([ProjectRequest].self, from: body) else {
      return .message("PUT /projects takes the whole board: an array of projects", status: 400)
    }
    var board: [Project] = []
    var nextNumber = data.nextProjectNumber
    for request in requests {
      if let problem = problem(request) { return problem }
      let id = request.id ?? "p\(nextNumber)"
      if request.id == nil { nextNumber += 1 }
      guard !board.contains(where: { $0.id == id }) else {
        return .message("the board names project \(id) twice", status: 409)
      }
      board.append(
        Project(
          id: id, title: request.title, description: request.description ?? "", date: request.date ?? 0,
          status: request.status ?? "todo"))
    }
    data.nextProjectNumber = nextNumber
    data.projects = board
    return .json(board)
  }

  static func one(_ id: String, _ request: IncomingRequest, _ data: inout BackendData) -> BackendResponse {
    guard let index = data.projects.firstIndex(where: { $0.id == id }) else {
      return .message("no project \(id)", status: 404)
    }
    switch request.method {
    case "GET":
      return .json(data.projects[index])
    case "PUT":
      guard let update = try? JSONDecoder().decode(ProjectRequest.self, from: request.body) else {
        return .message("a project needs at least a title", status: 400)
      }
      if let problem = problem(update) { return problem }
      var project = data.projects[index]
      project.title = update.title
      project.description = update.description ?? project.description
      project.date = update.date ?? project.date
      project.status = update.status ?? project.status
      data.projects[index] = project
      return .json(project)
    case "DELETE":
      data.projects.remove(at: index)
      return .noContent
    default:
      return .message("\(request.method) is not allowed on /projects/\(id)", status: 405)
    }
  }

  static func problem(_ request: ProjectRequest) -> BackendResponse? {
    if request.title.trimmingCharacters(in: .whitespaces).isEmpty {
      return .message("a project needs a title", status: 400)
    }
    if let status = request.status, !statuses.contains(status) {
      return .message("status must be one of " + statuses.joined(separator: ", "), status: 400)
    }
    return nil
  }
}

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
