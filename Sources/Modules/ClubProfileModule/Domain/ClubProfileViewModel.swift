// Seed 000_e6ebb6b5962b60a5.txt: ClubProfileViewModel after the refactoring that made its
// alerts testable. `@Published` is left out (no Combine here); the logic is the seed's.
final class ClubProfileViewModel: BaseViewModel {
  var oneButtonAlert = OneButtonAlert()
  var clubProfileParam = ClubProfileParam()
  var alertCase: AlertCase?

  private let clubProfileService: any ClubProfileServiceEnable

  enum AlertCase: Equatable, Sendable {
    case lackOfInformation

    var title: String {
      switch self {
      case .lackOfInformation:
        return "그룹 생성 불가"
      }
    }

    var message: String {
      switch self {
      case .lackOfInformation:
        return "그룹명과 소개는 필수입니다."
      }
    }
  }

  init(clubService: any ClubProfileServiceEnable) {
    self.clubProfileService = clubService
  }

  func showAlert(with error: NetworkError) {
    oneButtonAlert.title = "에러"
    // The seed force-unwraps here; a NetworkError always carries one of the two.
    oneButtonAlert.messageText =
      error.serverError?.message ?? error.initialError?.localizedDescription ?? "알 수 없는 오류"
    oneButtonAlert.isPresented = true
  }

  private func showAlert(selectedCase: AlertCase) {
    alertCase = selectedCase
    if let alertCase = self.alertCase {
      oneButtonAlert.title = alertCase.title
      oneButtonAlert.messageText = alertCase.message
      oneButtonAlert.isPresented = true
      oneButtonAlert.callback = { self.alertCase = nil }
    }
  }

  func completeButtonTapped(closure: @escaping () -> Void) async {
    if self.clubProfileParam.isCreatable {
      let response = await clubProfileService.createClub(data: self.clubProfileParam)
      if let error = response.error {
        self.showAlert(with: error)
      } else {
        closure()
      }
    } else {
      showAlert(selectedCase: .lackOfInformation)
    }
  }
}
