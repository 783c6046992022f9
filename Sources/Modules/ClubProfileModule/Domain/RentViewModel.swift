// Seed 000_e6ebb6b5962b60a5.txt, "개선": an alert whose button must reach a service. The
// seed's first way is implemented: title, message and callback are the view model's computed
// properties, switching on `alertCase`, because a nested enum cannot see the view model's
// `rentService`. Its second way, `case rentAttempt(rentService: RentServiceEnable)`, carries
// the service in the case instead (every case then needs it); `explain alert-callbacks`.
final class RentViewModel: BaseViewModel {
  let rentService: any RentServiceEnable
  var alertCase: AlertCase = .rentAttempt
  var isAlertPresented = false

  enum AlertCase: Equatable, Sendable {
    case rentAttempt
    case applyAttempt
  }

  init(rentService: any RentServiceEnable) {
    self.rentService = rentService
  }

  // The seed elides the cases' texts (`// ...`); these are written in its style.
  var title: String {
    switch alertCase {
    case .rentAttempt: "대여 신청"
    case .applyAttempt: "참가 신청"
    }
  }

  var message: String {
    switch alertCase {
    case .rentAttempt: "이 물품을 대여하시겠습니까?"
    case .applyAttempt: "이 모임에 참가하시겠습니까?"
    }
  }

  var callback: () -> Void {
    switch alertCase {
    case .rentAttempt:
      return { [rentService] in rentService.rent() }
    case .applyAttempt:
      return { [rentService] in rentService.apply() }
    }
  }

  func rentButtonTapped() {
    alertCase = .rentAttempt
    isAlertPresented = true
  }

  func applyButtonTapped() {
    alertCase = .applyAttempt
    isAlertPresented = true
  }

  /// The alert's one button: it closes the alert and runs the case's callback.
  func alertButtonTapped() {
    isAlertPresented = false
    callback()
  }
}
