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
/// let viewModel = ClubProfileViewModel(clubService: StubClubProfileService(answers: answers))
/// // in the sandbox: whichever variant `use clubService ...` chose, call by call
/// let viewModel = ClubProfileViewModel(clubService: SwappableClubService(environment.dependency(SwappableClubService.slot)))
/// ```
protocol ClubProfileServiceEnable: Sendable {
  func createClub(data: ClubProfileParam) async -> ClubResponse
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

/// Stub (Meszaros: canned answers, for state verification): answers what
/// `stub clubService.createClub returns {...}` / `throws "..."` programmed, or by default a
/// club made of the param, without any server.
struct StubClubProfileService: ClubProfileServiceEnable {
  let answers: StubAnswers

  func createClub(data: ClubProfileParam) async -> ClubResponse {
    do {
      let club = try answers.respond(
        to: SwappableClubService.createClub.name, arguments: [CallLog.Argument("data", Value(reflecting: data))],
        decode: { try $0.decode(Club.self) }
      ) {
        Club(id: 1, name: data.name, introduction: data.introduction)
      }
      return ClubResponse(club: club)
    } catch let stubbed as StubbedError {
      // `throws "message"` plays the server refusing: its message reaches the alert.
      return ClubResponse(error: NetworkError(serverError: ServerError(message: stubbed.description)))
    } catch {
      return ClubResponse(error: NetworkError(initialError: ServiceError("\(error)")))
    }
  }
}

/// Spy and mock (Meszaros: a spy is a stub that records how it was called; a mock also holds
/// expectations about its calls, for behaviour verification): answers like the stub and logs
/// each `ClubProfileParam` it was sent, so `calls clubService` shows what the view model sent.
/// What makes it a mock is the call log's expectations (`use clubService mock times=1`): an
/// unexpected call is reported at once, a missing one by `verify`.
struct RecordingClubProfileService: ClubProfileServiceEnable {
  let recorder: CallRecorder
  let answers: StubAnswers

  func createClub(data: ClubProfileParam) async -> ClubResponse {
    recorder.record(SwappableClubService.createClub.name, [CallLog.Argument("data", Value(reflecting: data))])
    return await StubClubProfileService(answers: answers).createClub(data: data)
  }
}

/// Failing: every creation fails with an error of its own (not a server message), to show the
/// alert a transport failure produces.
struct FailingClubProfileService: ClubProfileServiceEnable {
  func createClub(data: ClubProfileParam) async -> ClubResponse {
    ClubResponse(error: NetworkError(initialError: ServiceError("clubService.createClub failed (the failing double always fails)")))
  }
}

/// Dummy (Meszaros: passed only to fill a parameter): what the seed's lack-of-information
/// test needs, where the view model must never reach the service. Using it is reported.
struct DummyClubProfileService: ClubProfileServiceEnable {
  func createClub(data: ClubProfileParam) async -> ClubResponse {
    DummyUse.report(slot: "clubService", call: "createClub(data: \(Value(reflecting: data)))")
    return ClubResponse(error: NetworkError(initialError: ServiceError("clubService is a dummy and cannot create clubs")))
  }
}
