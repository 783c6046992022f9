import StuntKit

/// Seed 000's view models in the sandbox: the club-profile form whose alerts became testable
/// through `AlertCase`, and the rent view model whose alert button must reach a service.
@MainActor
public final class ClubProfileModule: StuntModule {
  public static let descriptor = ModuleDescriptor(
    name: "club-profile",
    summary: "MVVM ClubProfileViewModel with a testable AlertCase; RentViewModel's alert reaching its service",
    seed: "000_e6ebb6b5962b60a5.txt (ClubProfileViewModel, AlertCase)",
    slots: [SwappableClubService.descriptor, SwappableRentService.descriptor],
    inputs: [
      InputDescriptor("completeButtonTapped", summary: "the done button: the lackOfInformation alert, or clubService.createClub"),
      InputDescriptor("alertDismissed", summary: "the club alert's button: runs its callback (clearing alertCase), closes it"),
      InputDescriptor("rentButtonTapped", summary: "the rent alert, rentAttempt"),
      InputDescriptor("applyButtonTapped", summary: "the rent alert, applyAttempt"),
      InputDescriptor("rentAlertButtonTapped", summary: "the rent alert's button: its callback calls rentService"),
    ],
    fields: [
      FieldDescriptor("clubProfileParam.name", .string, summary: "the club's name (그룹명)"),
      FieldDescriptor("clubProfileParam.introduction", .string, summary: "the club's introduction (그룹 소개)"),
    ],
    topics: [
      ExplainTopic("alert-callbacks", [
        "alert-callbacks: seed 000's two ways to give an alert case a callback that needs a service.",
        "First way (implemented): the view model's computed properties `title`, `message` and `callback`",
        "switch on `alertCase`; a nested enum cannot see the view model's `rentService`, the view model can.",
        "Second way: the case carries the service, `case rentAttempt(rentService: RentServiceEnable)`, so",
        "title, message and callback can live in the enum; every case must then be given the service.",
        "Either way the test swaps the service for a spy and checks that the button's callback reached it:",
        "use rentService spy, send rentButtonTapped, send rentAlertButtonTapped, calls rentService.",
      ])
    ]
  )

  private let viewModel: ClubProfileViewModel
  private let rentViewModel: RentViewModel
  private let effects: EffectRuntime
  private var completionClosureCalls = 0

  public init(environment: ModuleEnvironment) {
    let slots = environment.slots
    let effects = environment.effects
    self.effects = effects
    viewModel = ClubProfileViewModel(
      clubService: SwappableClubService(
        slot: slots.require(SwappableClubService.descriptor), calls: environment.calls, backend: environment.backend))
    rentViewModel = RentViewModel(
      rentService: SwappableRentService(
        slot: slots.require(SwappableRentService.descriptor), calls: environment.calls, backend: environment.backend,
        launch: { operation in effects.launch(operation: operation) }))
  }

  public var state: any Sendable {
    ClubProfileState(
      clubProfileParam: viewModel.clubProfileParam,
      oneButtonAlert: .init(
        title: viewModel.oneButtonAlert.title, messageText: viewModel.oneButtonAlert.messageText,
        isPresented: viewModel.oneButtonAlert.isPresented, hasCallback: viewModel.oneButtonAlert.callback != nil),
      alertCase: viewModel.alertCase,
      completionClosureCalls: completionClosureCalls,
      rent: .init(
        alertCase: rentViewModel.alertCase, isAlertPresented: rentViewModel.isAlertPresented,
        title: rentViewModel.title, message: rentViewModel.message))
  }

  public var alert: AlertSnapshot? {
    if viewModel.oneButtonAlert.isPresented {
      // `showAlert(with:)` leaves `alertCase` as it was; the case is named only when it is the
      // alert on screen.
      let shown = viewModel.alertCase.flatMap { $0.title == viewModel.oneButtonAlert.title ? "\($0)" : nil }
      return AlertSnapshot(
        caseName: shown, title: viewModel.oneButtonAlert.title, message: viewModel.oneButtonAlert.messageText)
    }
    if rentViewModel.isAlertPresented {
      return AlertSnapshot(caseName: "\(rentViewModel.alertCase)", title: rentViewModel.title, message: rentViewModel.message)
    }
    return nil
  }

  public func send(_ input: String, _ arguments: InputArguments) throws(ModuleError) {
    // An alert is modal: the screen behind it takes no taps until it is dismissed.
    if let shown = alert, !["alertDismissed", "rentAlertButtonTapped"].contains(input) {
      let dismiss = viewModel.oneButtonAlert.isPresented ? "alertDismissed" : "rentAlertButtonTapped"
      throw ModuleError("the alert \(Value.quoted(shown.title)) is on screen; send \(dismiss) first")
    }
    switch input {
    case "completeButtonTapped":
      // The seed's method is async: it runs as an effect the sandbox waits for.
      effects.launch { @MainActor [weak self] in await self?.completeButtonTapped() }
    case "alertDismissed":
      guard viewModel.oneButtonAlert.isPresented else {
        throw ModuleError(rentViewModel.isAlertPresented ? "the rent alert is on screen; send rentAlertButtonTapped" : "no club alert is presented to dismiss")
      }
      viewModel.oneButtonAlert.isPresented = false
      viewModel.oneButtonAlert.callback?()
    case "rentButtonTapped":
      rentViewModel.rentButtonTapped()
    case "applyButtonTapped":
      rentViewModel.applyButtonTapped()
    case "rentAlertButtonTapped":
      guard rentViewModel.isAlertPresented else {
        throw ModuleError("no rent alert is presented; send rentButtonTapped or applyButtonTapped first")
      }
      rentViewModel.alertButtonTapped()
    default:
      throw ModuleError("club-profile has no input '\(input)'")
    }
  }

  private func completeButtonTapped() async {
    await viewModel.completeButtonTapped { [weak self] in self?.completionClosureCalls += 1 }
  }

  public func set(_ field: String, to value: Value) throws(ModuleError) {
    guard let text = value.text else { throw ModuleError("\(field) takes a String") }
    switch field {
    case "clubProfileParam.name": viewModel.clubProfileParam.name = text
    case "clubProfileParam.introduction": viewModel.clubProfileParam.introduction = text
    default: throw ModuleError("club-profile has no field '\(field)'")
    }
  }
}
