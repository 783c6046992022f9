/// What `state` shows of the two view models: the form, the alert as presented, the alert
/// cases, and how often the completion closure ran (the seed's tests pass `{ }` and look at
/// `alertCase`; here the closure's calls are visible too).
struct ClubProfileState: Equatable, Sendable {
  struct Alert: Equatable, Sendable {
    var title: String
    var messageText: String
    var isPresented: Bool
    /// Whether the button does something besides closing the alert.
    var hasCallback: Bool
  }

  struct Rent: Equatable, Sendable {
    var alertCase: RentViewModel.AlertCase
    var isAlertPresented: Bool
    var title: String
    var message: String
  }

  var clubProfileParam: ClubProfileParam
  var oneButtonAlert: Alert
  var alertCase: ClubProfileViewModel.AlertCase?
  var completionClosureCalls: Int
  var rent: Rent
}
