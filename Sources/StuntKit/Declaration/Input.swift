/// An input `send` takes, declared from a case of the module's action type: the name is the
/// case's own, so the list of inputs and the module's `switch` over its actions cannot drift.
///
/// ```swift
/// Input(Action.incrementButtonTapped, summary: "count += 1")
/// Input(Action.factResponse, "fact", summary: "the fact arrives", isFedBackByEffects: true)
/// ```
public struct Input<Action>: Sendable {
  package let descriptor: InputDescriptor
  let action: @Sendable (InputArguments) throws(ModuleError) -> Action

  public init(_ action: Action, summary: String, isFedBackByEffects: Bool = false) where Action: Sendable {
    descriptor = InputDescriptor(
      Input.caseName(of: action), summary: summary, isFedBackByEffects: isFedBackByEffects)
    self.action = { _ throws(ModuleError) in action }
  }

  /// A case with one payload, e.g. `factResponse(String)`, sent as `send factResponse fact="..."`.
  public init<Parameter: InputParameter>(
    _ action: @escaping @Sendable (Parameter) -> Action, _ parameter: String, summary: String,
    isFedBackByEffects: Bool = false
  ) {
    descriptor = InputDescriptor(
      Input.caseName(of: action(Parameter.sample)), parameters: [ParameterDescriptor(parameter, Parameter.valueType)],
      summary: summary, isFedBackByEffects: isFedBackByEffects)
    self.action = { arguments throws(ModuleError) in
      guard let value = arguments.values[parameter], let typed = Parameter(value) else {
        throw ModuleError("argument '\(parameter)' must be \(Parameter.valueType)")
      }
      return action(typed)
    }
  }

  init(descriptor: InputDescriptor, action: @escaping @Sendable (InputArguments) throws(ModuleError) -> Action) {
    self.descriptor = descriptor
    self.action = action
  }

  public var name: String { descriptor.name }

  /// `factResponse` for `.factResponse("…")`, `incrementButtonTapped` for a case without payload.
  static func caseName(of action: Action) -> String {
    Mirror(reflecting: action).children.first?.label ?? String(describing: action)
  }
}

/// A module's action type: the single list of what `send` takes.
///
/// An enum without payloads lists itself: make it `CaseIterable` and give each case a `summary`.
public protocol ModuleAction: Sendable {
  static var inputs: [Input<Self>] { get }
}

extension ModuleAction where Self: CaseIterable & InputSummaries {
  public static var inputs: [Input<Self>] {
    allCases.map { Input($0, summary: $0.summary) }
  }
}

/// What each case of a payload-free action enum does, for `inputs` and `help`.
public protocol InputSummaries {
  var summary: String { get }
}
