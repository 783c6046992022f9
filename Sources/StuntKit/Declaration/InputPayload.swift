import Foundation

/// The payload of an input with several parameters: a struct whose stored properties are the
/// parameters, in order, named and typed once, by the struct. An `Optional` property is a
/// parameter `send` may leave out.
///
/// ```swift
/// struct NewProject: InputPayload {
///   var title: String
///   var deadline: String
///   var body: String?
///   static let sample = NewProject(title: "", deadline: "")
/// }
/// enum Action { case createProject(NewProject) }
/// Input(Action.createProject, summary: "adds a project")   // send createProject title="기획" deadline=2022-07-15
/// ```
///
/// A custom `init(from:)` may refuse a value the type cannot say (a date that does not parse)
/// with `DecodingError.dataCorrupted`: its description is the `error:` line the user sees.
public protocol InputPayload: Decodable, Sendable {
  /// Any value: its stored properties are read for the parameters' names and types.
  static var sample: Self { get }
}

extension InputPayload {
  static var parameters: [ParameterDescriptor] {
    Mirror(reflecting: sample).children.compactMap { child in
      child.label.map { ParameterDescriptor($0, GeneratedDouble.valueType(type(of: child.value))) }
    }
  }

  static func decode(_ values: [String: Value]) throws(ModuleError) -> Self {
    do {
      return try Value.object(values.map { Value.Member($0.key, $0.value) }.sorted { $0.key < $1.key })
        .decode(Self.self)
    } catch let DecodingError.dataCorrupted(context) {
      throw ModuleError(context.debugDescription)
    } catch {
      throw ModuleError("\(error)")
    }
  }
}

extension Input {
  /// A case whose payload is an `InputPayload`: `send createProject title="기획" deadline=2022-07-15`.
  public init<Payload: InputPayload>(
    _ action: @escaping @Sendable (Payload) -> Action, summary: String, isFedBackByEffects: Bool = false
  ) {
    self.init(
      descriptor: InputDescriptor(
        Input.caseName(of: action(Payload.sample)), parameters: Payload.parameters, summary: summary,
        isFedBackByEffects: isFedBackByEffects),
      action: { arguments throws(ModuleError) in action(try Payload.decode(arguments.values)) })
  }
}
