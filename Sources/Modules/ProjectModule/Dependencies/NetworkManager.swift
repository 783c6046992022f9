import Foundation
import StuntKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real network manager: the board on the server, `GET /projects` and `PUT /projects`
/// over real HTTP (the embedded backend unless `url=` names another server).
///
/// ```swift
/// // live
/// NetworkRepository(networkManger: NetworkManager(server: { backendURL }))
/// // test (seed 004): a stub answers the board without a server
/// NetworkRepository(networkManger: StubNetworkManager())
/// ```
@MainActor
final class NetworkManager: NetworkManagerProtocol {
  private let server: @Sendable () async throws -> URL
  /// The board as the server last answered it: what `state` shows of the server, without
  /// asking it again (which would add requests the user did not make to `backend log`).
  private(set) var lastAnswer: [ProjectEntity]?

  init(server: @escaping @Sendable () async throws -> URL) {
    self.server = server
  }

  func read() async throws -> [ProjectEntity] {
    let board = try await send("GET", body: nil)
    lastAnswer = board
    return board
  }

  func update(projectEntities: [ProjectEntity]) async throws {
    let body = try Self.encoder.encode(projectEntities.map(ServerProject.init))
    lastAnswer = try await send("PUT", body: body)
  }

  private func send(_ method: String, body: Data?) async throws -> [ProjectEntity] {
    let server = self.server
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await RealWork.perform {
        var request = URLRequest(url: try await server().appendingPathComponent("projects"))
        request.httpMethod = method
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return try await URLSession.shared.data(for: request)
      }
    } catch let error as URLError {
      // Its own description names the URL, whose port changes from run to run.
      throw ServerRefusal(request: "\(method) /projects", status: nil, message: "no answer (URLError \(error.code.rawValue))")
    }
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard (200..<300).contains(status) else {
      let message = (try? JSONDecoder().decode(ServerMessage.self, from: data))?.message
      throw ServerRefusal(request: "\(method) /projects", status: status, message: message)
    }
    guard let projects = try? JSONDecoder().decode([ServerProject].self, from: data) else {
      throw ServerRefusal(request: "\(method) /projects", status: status, message: "the answer is not a board of projects")
    }
    return try projects.map { try $0.entity() }
  }

  /// Sorted keys: `backend log` shows the same bytes on every run.
  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()
}

/// A project as the backend's `/projects` speaks it: its body is `description`, its deadline
/// `date` in seconds since 1970.
struct ServerProject: Codable {
  var id: String
  var title: String
  var description: String
  var date: Double
  var status: String

  init(_ projectEntity: ProjectEntity) {
    id = projectEntity.id.uuidString
    title = projectEntity.title
    description = projectEntity.body
    date = projectEntity.deadline.timeIntervalSince1970
    status = projectEntity.status.rawValue
  }

  func entity() throws -> ProjectEntity {
    guard let uuid = UUID(uuidString: id), let status = ProjectStatus(rawValue: status) else {
      throw ServerRefusal(request: "GET /projects", status: 200, message: "project \(id) is not one the board can show")
    }
    return ProjectEntity(id: uuid, status: status, title: title, body: description, deadline: Date(timeIntervalSince1970: date))
  }
}

struct ServerMessage: Decodable {
  var message: String
}

/// The server said no: what reaches the use case's `errorMessage`.
struct ServerRefusal: LocalizedError {
  var request: String
  /// Nil when the server never answered.
  var status: Int?
  var message: String?

  var errorDescription: String? {
    request + (status.map { " answered \($0)" } ?? "") + (message.map { ": \($0)" } ?? "")
  }
}
