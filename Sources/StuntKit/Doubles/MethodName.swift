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

#if !STUNT_NO_MACROS  // the fuzz build links no compiler plugin (Package.swift)
  @attached(peer, names: suffixed(Method))
  public macro MethodNames() = #externalMacro(module: "StuntMacros", type: "MethodNamesMacro")
#endif
