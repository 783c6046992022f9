import Foundation
import StuntKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Creates a club on the server, as the seed's `ClubProfileViewModel` calls it.
///
/// ```swift
/// // live: POST <server>/clubs with the param as JSON (the seed's dev server; here the backend)
/// let viewModel = ClubProfileViewModel(clubService: ClubProfileService(baseURL: { serverURL }))
/// // test: a stub answers without a server
/// let viewModel = ClubProfileViewModel(clubService: ClubProfileServiceEnableDoubles.Stub(answers: answers))
/// // in the sandbox: whichever variant `use clubService ...` chose, call by call
/// let clubService = environment.dependency(ClubProfileServiceEnableDoubles.slot)
/// let viewModel = ClubProfileViewModel(clubService: ClubProfileServiceEnableDoubles.Swappable(dependency: clubService))
/// ```
@Doubles
package protocol ClubProfileServiceEnable: Sendable {
  /// creates the club; `throws "message"` plays the server's error message
  func createClub(data: ClubProfileParam) async -> ClubResponse
}

/// A club as the server returns it.
package struct Club: Codable, Equatable, Sendable {
  var id: Int
  var name: String
  var introduction: String
}

/// What `createClub` answers: the club, or the error that kept it from being created.
package struct ClubResponse: Sendable {
  var club: Club?
  var error: NetworkError?
}

/// A service's own error, whose text `localizedDescription` shows as it is (the error alert
/// prints it; Foundation's default would be "The operation could not be completed").
struct ServiceError: LocalizedError, Sendable, CustomStringConvertible {
  var message: String
  init(_ message: String) { self.message = message }
  var errorDescription: String? { message }
  var description: String { message }
}

/// The real service: a POST over real HTTP, the server's `{"message": ...}` as its error.
struct ClubProfileService: ClubProfileServiceEnable {
  /// The server's root; the service posts to its `/clubs`.
  let baseURL: @Sendable () async throws -> URL

  func createClub(data: ClubProfileParam) async -> ClubResponse {
    do {
      let (body, response) = try await RealWork.perform {
        var request = URLRequest(url: try await baseURL().appendingPathComponent("clubs"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try ClubProfileService.encoder.encode(data)
        return try await URLSession.shared.data(for: request)
      }
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      guard (200..<300).contains(status) else {
        guard let server = try? JSONDecoder().decode(ServerError.self, from: body) else {
          return ClubResponse(error: NetworkError(initialError: ServiceError("서버가 \(status) 오류를 보냈습니다.")))
        }
        return ClubResponse(error: NetworkError(serverError: server))
      }
      guard let club = try? JSONDecoder().decode(Club.self, from: body) else {
        return ClubResponse(error: NetworkError(initialError: ServiceError("서버의 응답을 읽을 수 없습니다.")))
      }
      return ClubResponse(club: club)
    } catch let error as URLError {
      return ClubResponse(error: NetworkError(initialError: ServiceError("서버에 연결할 수 없습니다. (URLError \(error.code.rawValue))")))
    } catch {
      return ClubResponse(error: NetworkError(initialError: ServiceError("\(error)")))
    }
  }

  /// Sorted keys: the server (and `backend log`) sees the same bytes on every run.
  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()
}

/// What the stub answers unprogrammed: a club made of the param, without any server.
struct ClubOfTheParam: ClubProfileServiceEnable {
  func createClub(data: ClubProfileParam) async -> ClubResponse {
    ClubResponse(club: Club(id: 1, name: data.name, introduction: data.introduction))
  }
}

extension ClubProfileServiceEnableDoubles {
  /// The club service the view model holds; every double but the real one is generated.
  static let slot = Slot<any ClubProfileServiceEnable>(
    "clubService",
    summary: "creates the club on the server (ClubProfileServiceEnable.createClub)",
    methods: methods,
    exercisedBy: [#"set clubProfileParam.name "그룹""#, #"set clubProfileParam.introduction "소개""#, "send completeButtonTapped"],
    variants: [
      .real(summary: "URLSession POST /clubs over real HTTP (the embedded backend unless url= says)", takesURL: true) {
        context in ClubProfileService(baseURL: context.server)
      }
    ] + variants([.stub, .spy, .mock, .failing, .dummy], unprogrammed: Unprogrammed("a club made of the param") { ClubOfTheParam() })
  )
}

/// How the doubles answer: `returns {club}` is the club; `throws "message"` plays the server
/// refusing, its message reaching the alert; a double that refuses fails as a transport does.
extension ClubResponse: ResultCarrying {
  package static func success(_ club: Club) -> Self { Self(club: club) }

  /// A server's refusal reads back as its message, which `throws "message"` gives again.
  package var carriedResult: Result<Club, any Error>? {
    if let club { return .success(club) }
    guard let error else { return nil }
    return .failure(ServiceError(error.serverError?.message ?? error.initialError.map { "\($0)" } ?? "the request failed"))
  }

  package static func failure(_ error: any Error) -> Self {
    switch error {
    case let stubbed as StubbedError: Self(error: NetworkError(serverError: ServerError(message: stubbed.description)))
    case let refusal as DependencyFailure where refusal.kind == .dummy:
      Self(error: NetworkError(initialError: ServiceError("\(refusal.slot) is a dummy and cannot create clubs")))
    default: Self(error: NetworkError(initialError: ServiceError("\(error)")))
    }
  }
}
