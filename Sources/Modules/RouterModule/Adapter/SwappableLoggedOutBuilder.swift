import StuntKit

/// The builder `RootRouter` asks for the logged-out RIB, following the `loggedOutBuilder` slot.
final class SwappableLoggedOutBuilder: LoggedOutBuildable, ObjectProxy {
  enum Variant: String, CaseIterable {
    case real, mock
  }

  static let descriptor = SlotDescriptor(
    name: "loggedOutBuilder",
    summary: "builds the logged-out RIB RootRouter shows on launch (LoggedOutBuildable)",
    variants: [
      VariantDescriptor("real", kind: .real, summary: "LoggedOutBuilder: a real LoggedOut RIB"),
      .mock(
        summary: "LoggedOutBuildableMock: buildHandler is `stub loggedOutBuilder.build returns LoggedOutRouter`"),
    ],
    defaultVariant: "real",
    methods: [
      MethodDescriptor(
        "build", parameters: [ParameterDescriptor("listener", .object(typeName: "LoggedOutListener"))],
        returns: .cases(typeName: "LoggedOutRouting", ["LoggedOutRouter"]),
        summary: "builds the LoggedOut RIB for a listener")
    ]
  )

  private let slot: DependencySlot
  private let environment: ModuleEnvironment
  private lazy var objects = VariantObjects<LoggedOutBuildable>(slot) { [unowned self] in self.make($0) }
  private var handler = BuildHandler<LoggedOutListener, LoggedOutRouting>.none

  init(slot: DependencySlot, environment: ModuleEnvironment) {
    self.slot = slot
    self.environment = environment
  }

  var proxied: AnyObject { objects.current }

  func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
    objects.current.build(withListener: listener)
  }

  /// `use` or `stub` changed the slot: the active variant's builder is made now, and the mock's
  /// `buildHandler` follows the answer.
  func slotDidChange() {
    _ = objects.current
    guard let mock = objects[Variant.mock.rawValue] as? LoggedOutBuildableMock else { return }
    mock.buildHandler = currentHandler().build
  }

  /// `LoggedOutBuildableMock#1, buildHandler nil`
  var summary: String {
    let name = environment.objects.name(of: self)
    return objects.current is LoggedOutBuildableMock ? "\(name), buildHandler \(currentHandler().description)" : name
  }

  private func make(_ variant: String) -> LoggedOutBuildable {
    switch Variant(rawValue: variant) ?? .real {
    case .real: return LoggedOutBuilder()
    case .mock:
      let mock = LoggedOutBuildableMock()
      mock.recording = environment.recording(for: slot)
      mock.buildHandler = currentHandler().build
      return mock
    }
  }

  private func currentHandler() -> BuildHandler<LoggedOutListener, LoggedOutRouting> {
    let answer = BuildHandler<LoggedOutListener, LoggedOutRouting>.name(of: slot.answers.answer(for: "build"))
    guard answer != handler.answer else { return handler }
    // The answer's only possible value is checked by `stub`: a real LoggedOutRouter.
    handler =
      answer == nil
      ? .none
      : BuildHandler(
        answer: answer, build: { LoggedOutBuilder().build(withListener: $0) }, description: "builds a LoggedOutRouter each time")
    return handler
  }
}
