import Foundation

/// `POST /clubs` creates a club from `{name, introduction}`. Validation errors carry a
/// `message`, as the seed's `NetworkError.serverError.message` reads them.
enum ClubRoutes {
  static func create(_ request: IncomingRequest, _ data: inout BackendData) -> BackendResponse {
    guard let body = try? JSONDecoder().decode(ClubRequest.self, from: request.body) else {
      return .message("요청 본문이 올바른 JSON이 아닙니다.", status: 400)
    }
    let name = (body.name ?? "").trimmingCharacters(in: .whitespaces)
    let introduction = (body.introduction ?? "").trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return .message("그룹 이름을 입력해주세요.", status: 400) }
    guard !introduction.isEmpty else { return .message("그룹 소개를 입력해주세요.", status: 400) }
    guard name.count <= 20 else { return .message("그룹 이름은 20자 이하여야 합니다.", status: 400) }
    guard !data.clubs.contains(where: { $0.name == name }) else {
      return .message("이미 존재하는 그룹 이름입니다.", status: 409)
    }
    let club = Club(id: data.clubs.count + 1, name: name, introduction: introduction)
    data.clubs.append(club)
    return .json(club, status: 201)
  }
}

/// A club the club-profile seed creates (`ClubProfileParam` on the client side).
struct Club: Codable, Equatable, Sendable {
  var id: Int
  var name: String
  var introduction: String
}

/// What `POST /clubs` reads.
struct ClubRequest: Codable, Sendable {
  var name: String?
  var introduction: String?
}
