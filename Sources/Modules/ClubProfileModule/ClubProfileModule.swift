import StuntKit

/// Seed 000's view models in the sandbox: the club-profile form whose alerts became testable
/// through `AlertCase`, and the rent view model whose alert button must reach a service.
@MainActor
final class ClubProfileModule: StuntModule {
  static let info = ModuleInfo(
    name: "club-profile",
    summary: "MVVM ClubProfileViewModel with a testable AlertCase; RentViewModel's alert reaching its service",
    seed: "000_e6ebb6b5962b60a5.txt (ClubProfileViewModel, AlertCase)",
    topics: [.alertCallbacks]
  )
  static let slots: [any DeclaredSlot] = [ClubProfileServiceEnableDoubles.slot, RentServiceEnableDoubles.slot]
  static let fields = [
    Field("clubProfileParam.name", \ClubProfileModule.viewModel.clubProfileParam.name, summary: "the club's name (그룹명)"),
    Field(
      "clubProfileParam.introduction", \ClubProfileModule.viewModel.clubProfileParam.introduction,
      summary: "the club's introduction (그룹 소개)"),
  ]

  enum Action: ModuleAction, CaseIterable, InputSummaries {
    case completeButtonTapped, alertDismissed, rentButtonTapped, applyButtonTapped, rentAlertButtonTapped

    var summary: String {
      switch self {
      case .completeButtonTapped: "the done button: the lackOfInformation alert, or clubService.createClub"
      case .alertDismissed: "the club alert's button: runs its callback (clearing alertCase), closes it"
      case .rentButtonTapped: "the rent alert, rentAttempt"
      case .applyButtonTapped: "the rent alert, applyAttempt"
      case .rentAlertButtonTapped: "the rent alert's button: its callback calls rentService"
      }
    }
  }

  private let viewModel: ClubProfileViewModel
  private let rentViewModel: RentViewModel
  private let effects: EffectRuntime
  private var completionClosureCalls = 0

  init(environment: ModuleEnvironment) {
    effects = environment.effects
    viewModel = ClubProfileViewModel(
      clubService: ClubProfileServiceEnableDoubles.Swappable(dependency: environment.dependency(ClubProfileServiceEnableDoubles.slot)))
    rentViewModel = RentViewModel(
      rentService: RentServiceEnableDoubles.Swappable(dependency: environment.dependency(RentServiceEnableDoubles.slot)))
    // The seed's alert callback `{ self.alertCase = nil }` holds its view model, which holds the
    // callback: a reference cycle the seed's own screen would leak too. Broken when unloaded.
    environment.onTearDown { [viewModel] in viewModel.oneButtonAlert.callback = nil }
  }

  var state: any Sendable {
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

  var alert: AlertSnapshot? {
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

  func send(_ action: Action) throws(ModuleError) {
    // An alert is modal: the screen behind it takes no taps until it is dismissed.
    if let shown = alert, action != .alertDismissed, action != .rentAlertButtonTapped {
      let dismiss: Action = viewModel.oneButtonAlert.isPresented ? .alertDismissed : .rentAlertButtonTapped
      throw ModuleError("the alert \(Value.quoted(shown.title)) is on screen; send \(dismiss) first")
    }
    switch action {
    case .completeButtonTapped:
      // The seed's method is async: it runs as an effect the sandbox waits for.
      effects.launch { @MainActor [weak self] in await self?.completeButtonTapped() }
    case .alertDismissed:
      guard viewModel.oneButtonAlert.isPresented else {
        throw ModuleError(
          rentViewModel.isAlertPresented
            ? "the rent alert is on screen; send \(Action.rentAlertButtonTapped)" : "no club alert is presented to dismiss")
      }
      viewModel.oneButtonAlert.isPresented = false
      viewModel.oneButtonAlert.callback?()
    case .rentButtonTapped:
      rentViewModel.rentButtonTapped()
    case .applyButtonTapped:
      rentViewModel.applyButtonTapped()
    case .rentAlertButtonTapped:
      guard rentViewModel.isAlertPresented else {
        throw ModuleError(
          "no rent alert is presented; send \(Action.rentButtonTapped) or \(Action.applyButtonTapped) first")
      }
      rentViewModel.alertButtonTapped()
    }
  }

  private func completeButtonTapped() async {
    await viewModel.completeButtonTapped { [weak self] in self?.completionClosureCalls += 1 }
  }
}

extension ModuleEntry {
  @MainActor public static var clubProfile: ModuleEntry { ClubProfileModule.entry }
}
