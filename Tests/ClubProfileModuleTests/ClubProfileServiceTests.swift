import Foundation
import StuntBackend
import StuntKit
import StuntTestSupport
import Testing

@testable import ClubProfileModule

/// The real club service against the embedded backend, and the doubles.
@Suite("ClubProfileService")
struct ClubProfileServiceTests {
  @Test func createsTheClubOverHTTP() async throws {
    let backend = EmbeddedBackend()
    let service = ClubProfileService { try await backend.baseURL() }
    let response = await service.createClub(data: ClubProfileParam(name: "그룹명", introduction: "그룹 소개"))
    #expect(response.club == Club(id: 1, name: "그룹명", introduction: "그룹 소개"))
    #expect(response.error == nil)
    #expect(await backend.requests().map(\.description) == [#"POST /clubs {"introduction":"그룹 소개","name":"그룹명"} -> 201"#])
    await backend.stop()
  }

  @Test func theServersMessageBecomesTheServerError() async throws {
    let backend = EmbeddedBackend()
    let service = ClubProfileService { try await backend.baseURL() }
    let duplicate = ClubProfileParam(name: "그룹명", introduction: "그룹 소개")
    _ = await service.createClub(data: duplicate)
    #expect(await service.createClub(data: duplicate).error?.serverError == ServerError(message: "이미 존재하는 그룹 이름입니다."))
    await backend.fail(BackendFault(kind: .status(503, message: "점검 중"), remaining: 1))
    #expect(await service.createClub(data: duplicate).error?.serverError == ServerError(message: "점검 중"))
    await backend.stop()
  }

  @Test func aGarbledAnswerAndARefusedConnectionAreInitialErrors() async throws {
    let backend = EmbeddedBackend()
    let service = ClubProfileService { try await backend.baseURL() }
    await backend.fail(BackendFault(kind: .garbled, remaining: 1))
    let garbled = await service.createClub(data: ClubProfileParam(name: "a", introduction: "b"))
    #expect(garbled.error?.initialError?.localizedDescription == "서버의 응답을 읽을 수 없습니다.")
    await backend.stop()
    let refusing = try RefusingPort()
    let refused = await ClubProfileService { try #require(URL(string: refusing.baseURL)) }
      .createClub(data: ClubProfileParam(name: "a", introduction: "b"))
    #expect(refused.error?.initialError?.localizedDescription.hasPrefix("서버에 연결할 수 없습니다.") == true)
  }

  @Test func theStubAnswersWhatItIsTold() async throws {
    let answers = StubAnswers(slot: "clubService")
    let stub = ClubProfileServiceEnableDoubles.Stub(answers: answers, otherwise: ClubOfTheParam())
    let param = ClubProfileParam(name: "a", introduction: "b")
    #expect(await stub.createClub(data: param).club == Club(id: 1, name: "a", introduction: "b"))
    answers.program("createClub", .returns(.object([.init("id", .int(7)), .init("name", .string("x")), .init("introduction", .string("y"))])))
    #expect(await stub.createClub(data: param).club == Club(id: 7, name: "x", introduction: "y"))
    answers.program("createClub", .throws(.string("싫어요")))
    #expect(await stub.createClub(data: param).error?.serverError == ServerError(message: "싫어요"))
    // Without an unprogrammed answer, a stub told nothing fails as a transport would.
    let unprogrammed = await ClubProfileServiceEnableDoubles.Stub(answers: StubAnswers(slot: "clubService")).createClub(data: param)
    #expect(unprogrammed.error?.initialError.map { "\($0)" } == "clubService.createClub returns a value that can't be handled with a default value and its answer must be set (stub clubService.createClub returns ...)")
  }
}
