import StuntKit
import Testing

@testable import ClubProfileModule

/// Seed 000's ClubProfileViewModelTests, in Swift Testing, against the view model directly.
@MainActor
@Suite("ClubProfileViewModel")
struct ClubProfileViewModelTests {
  /// A service the tests program: what it answers, and what it was sent.
  final class RecordingService: ClubProfileServiceEnable, @unchecked Sendable {
    var response = ClubResponse(club: Club(id: 1, name: "그룹명", introduction: "그룹 소개"))
    var sent: [ClubProfileParam] = []
    func createClub(data: ClubProfileParam) async -> ClubResponse {
      sent.append(data)
      return response
    }
  }

  let service = RecordingService()

  @Test func testCompleteButtonTappedWhenClubNameIsEmpty() async {
    let vm = ClubProfileViewModel(clubService: service)
    vm.clubProfileParam.introduction = "그룹 소개"
    await vm.completeButtonTapped {}
    #expect(vm.alertCase == .lackOfInformation)
    #expect(vm.oneButtonAlert.title == "그룹 생성 불가")
    #expect(vm.oneButtonAlert.messageText == "그룹명과 소개는 필수입니다.")
    #expect(vm.oneButtonAlert.isPresented)
    #expect(service.sent.isEmpty)
  }

  @Test func testCompleteButtonTappedWhenCreatable() async {
    let vm = ClubProfileViewModel(clubService: service)
    vm.clubProfileParam.name = "그룹명"
    vm.clubProfileParam.introduction = "그룹 소개"
    var completions = 0
    await vm.completeButtonTapped { completions += 1 }
    #expect(vm.alertCase == nil)
    #expect(completions == 1)
    #expect(service.sent == [ClubProfileParam(name: "그룹명", introduction: "그룹 소개")])
  }

  @Test func aServerErrorShowsItsMessageUnderTheErrorTitle() async {
    service.response = ClubResponse(error: NetworkError(serverError: ServerError(message: "서버 점검 중입니다.")))
    let vm = ClubProfileViewModel(clubService: service)
    vm.clubProfileParam = ClubProfileParam(name: "a", introduction: "b")
    var completions = 0
    await vm.completeButtonTapped { completions += 1 }
    #expect(vm.oneButtonAlert.title == "에러")
    #expect(vm.oneButtonAlert.messageText == "서버 점검 중입니다.")
    #expect(vm.alertCase == nil)
    #expect(completions == 0)
  }

  @Test func anErrorWithoutAServerMessageShowsTheInitialErrorsDescription() {
    let vm = ClubProfileViewModel(clubService: service)
    vm.showAlert(with: NetworkError(initialError: ServiceError("서버에 연결할 수 없습니다.")))
    #expect(vm.oneButtonAlert.messageText == "서버에 연결할 수 없습니다.")
  }

  @Test func theAlertsCallbackClearsTheAlertCase() async {
    let vm = ClubProfileViewModel(clubService: service)
    await vm.completeButtonTapped {}
    vm.oneButtonAlert.callback?()
    #expect(vm.alertCase == nil)
  }

  @Test func isCreatableNeedsBothFields() {
    #expect(!ClubProfileParam(name: "a", introduction: "").isCreatable)
    #expect(!ClubProfileParam(name: "", introduction: "b").isCreatable)
    #expect(ClubProfileParam(name: "a", introduction: "b").isCreatable)
  }
}

@MainActor
@Suite("RentViewModel")
struct RentViewModelTests {
  @Test func eachCaseHasItsTitleMessageAndCallback() {
    let calls = CallLog()
    let recorder = CallRecorder(double: "rentService", calls: calls)
    let stub = RentServiceEnableDoubles.Stub(answers: StubAnswers(slot: "rentService"))
    let vm = RentViewModel(rentService: RentServiceEnableDoubles.Spy(recorder: recorder, answering: stub))
    vm.rentButtonTapped()
    #expect((vm.title, vm.message) == ("대여 신청", "이 물품을 대여하시겠습니까?"))
    vm.alertButtonTapped()
    vm.applyButtonTapped()
    #expect((vm.title, vm.message) == ("참가 신청", "이 모임에 참가하시겠습니까?"))
    vm.alertButtonTapped()
    #expect(calls.all.map(\.description) == ["rent()", "apply()"])
    #expect(!vm.isAlertPresented)
  }
}
