/// A protocol's method, by the name its calls are recorded under: the cases of the
/// `<Protocol>Method` enum `@MethodNames` generates. Hand-written doubles record through it,
/// so a method's name is written once, in the protocol.
///
/// ```swift
/// @MethodNames
/// protocol Interactable: AnyObject {
///   func activate()
/// }
///
/// final class InteractableMock: Interactable {
///   var recorder: CallRecorder?
///   func activate() { recorder?.record(InteractableMethod.activate) }  // `calls`: interactor.activate
/// }
/// ```
public protocol MethodName: RawRepresentable<String>, CaseIterable, Sendable {}

extension StubAnswers {
  /// What the next call of a hand-written double's method will be answered.
  public func answer(for method: some MethodName) -> Answer? {
    answer(for: method.rawValue)
  }
}

extension GeneratedDouble {
  /// A hand-written double's programmed answer, by its protocol's method.
  public static func answer<Result: Decodable>(
    _ answers: StubAnswers, _ method: some MethodName, arguments: [CallLog.Argument] = []
  ) throws -> Result {
    try answer(answers, method.rawValue, arguments: arguments)
  }

  /// A hand-written double's programmed error, for a method that returns nothing.
  public static func answer(_ answers: StubAnswers, _ method: some MethodName, arguments: [CallLog.Argument] = []) throws {
    try answer(answers, method.rawValue, arguments: arguments)
  }
}

#if Macros  // the trait (Package.swift): a sandbox, and the fuzz build, build no compiler plugin
  @attached(peer, names: suffixed(Method))
  public macro MethodNames() = #externalMacro(module: "StuntMacros", type: "MethodNamesMacro")
#endif
