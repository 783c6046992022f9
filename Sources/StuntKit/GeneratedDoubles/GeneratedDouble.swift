import Foundation
import IssueReporting

/// What the code `@Doubles` generates calls: kept here, in plain Swift, so the expansion stays
/// a few lines per method and its behaviour is read and tested in one place.
public enum GeneratedDouble {
  /// The parameter or result type as the engine checks typed values against it, named as the
  /// protocol spells it (`[Project]`, not `Array<Project>`).
  public static func valueType(_ type: Any.Type, spelled: String) -> ValueType {
    // What a stub is programmed with is the success a result carries.
    if let carrying = type as? any ResultCarrying.Type { return valueType(carrying.successType) }
    return switch valueType(type) {
    case .structured: .structured(typeName: spelled)
    case .cases(_, let names): .cases(typeName: spelled, names)
    case let other: other
    }
  }

  static func valueType(_ type: Any.Type) -> ValueType {
    switch type {
    // An id is typed as its text, as Codable writes it and the call log shows it.
    case is String.Type, is Substring.Type, is UUID.Type: return .string
    case is Int.Type: return .int
    case is Int8.Type: return .integer(Int8.self)
    case is Int16.Type: return .integer(Int16.self)
    case is Int32.Type: return .integer(Int32.self)
    case is Int64.Type: return .integer(Int64.self)
    case is UInt.Type: return .integer(UInt.self)
    case is UInt8.Type: return .integer(UInt8.self)
    case is UInt16.Type: return .integer(UInt16.self)
    case is UInt32.Type: return .integer(UInt32.self)
    case is UInt64.Type: return .integer(UInt64.self)
    case is Double.Type, is Float.Type: return .double
    case is Bool.Type: return .bool
    case is Void.Type: return .void
    case is URL.Type: return .url
    default:
      if let optional = type as? any OptionalType.Type { return .optional(valueType(optional.wrapped)) }
      if let enumeration = type as? any CaseIterable.Type {
        return .cases(typeName: String(describing: type), enumeration.allCaseNames)
      }
      return .structured(typeName: String(describing: type))
    }
  }

  /// Refuses, when programmed, a `stub ... returns` value the result type cannot be decoded from.
  public static func validator<Result: Decodable & SendableMetatype>(_ type: Result.Type, spelled: String) -> @Sendable (Value) -> String? {
    { value in
      (try? value.decode(Result.self)) == nil ? "returns \(spelled)" : nil
    }
  }

  /// A result no `stub ... returns` can decode (an object, a relay): stubbing it is refused.
  public static func validator<Result>(_ type: Result.Type, spelled: String) -> @Sendable (Value) -> String? {
    { _ in "returns \(spelled), which is not Decodable, so a stub cannot be told an answer" }
  }

  /// A stub's answer for a result that cannot be decoded: its default.
  public static func answerOrReport<Result: DefaultAnswer>(
    _ answers: StubAnswers, _ method: String, arguments: [CallLog.Argument]
  ) -> Result {
    Result.defaultAnswer
  }

  /// Sets a property of `target`, a class or a value whose setter is nonmutating (as the
  /// generated doubles' are), where the protocol does not say which.
  public static func assign<Target>(_ target: Target, _ set: (inout Target) -> Void) {
    var target = target
    set(&target)
  }

  /// A stub's answer for a method that throws: the programmed value or error, else `NoAnswer`.
  public static func answer<Result: Decodable>(
    _ answers: StubAnswers, _ method: String, arguments: [CallLog.Argument] = []
  ) throws -> Result {
    try answers.respond(to: method, arguments: arguments, decode: { try $0.decode(Result.self) })
  }

  /// A stub's answer for a method that cannot throw: what went wrong is reported, and the
  /// default answer given.
  public static func answerOrReport<Result: Decodable & DefaultAnswer>(
    _ answers: StubAnswers, _ method: String, arguments: [CallLog.Argument] = []
  ) -> Result {
    do {
      return try answers.respond(
        to: method, arguments: arguments, decode: { try $0.decode(Result.self) }, fallback: { Result.defaultAnswer })
    } catch {
      reportIssue("\(answers.slot).\(method): \(error)")
      return Result.defaultAnswer
    }
  }

  /// A stub's answer for a method that throws and whose result cannot be decoded (an object, a
  /// type of a module that never heard of Stunt): the programmed error, else an error saying that
  /// no answer can be programmed. (`stub ... returns` is refused by its validator.)
  public static func answer<Result>(
    _ answers: StubAnswers, _ method: String, arguments: [CallLog.Argument] = []
  ) throws -> Result {
    let undecodable = UndecodableAnswer(slot: answers.slot, method: method, type: String(describing: Result.self))
    return try answers.respond(to: method, arguments: arguments, decode: { _ in throw undecodable }, fallback: { throw undecodable })
  }

  /// A stub of a method that returns nothing and throws: only a programmed error is thrown.
  public static func answer(_ answers: StubAnswers, _ method: String, arguments: [CallLog.Argument] = []) throws {
    if case .throws(let error)? = answers.take(for: method, arguments: arguments) { throw StubbedError(value: error.filled(with: arguments)) }
  }

  /// A stub of a method that returns nothing and cannot throw: a programmed error is reported.
  public static func answerOrReport(_ answers: StubAnswers, _ method: String, arguments: [CallLog.Argument] = []) {
    if case .throws(let error)? = answers.take(for: method, arguments: arguments) {
      reportIssue("\(answers.slot).\(method) cannot throw, but its stub was told to throw \(error)")
    }
  }

  /// A failing double's method that cannot throw.
  public static func fail(_ slot: String, _ method: String) {
    reportIssue(DependencyFailure(slot: slot, method: method).description)
  }

  public static func unimplemented(_ slot: String, _ method: String) {
    reportIssue("\(slot).\(method) is unimplemented: it reports every call")
  }
}

extension ResultCarrying {
  fileprivate static var successType: Any.Type { Success.self }
}

/// An `Optional` seen through `Any.Type`.
protocol OptionalType {
  static var wrapped: Any.Type { get }
}

extension Optional: OptionalType {
  static var wrapped: Any.Type { Wrapped.self }
}

extension CaseIterable {
  fileprivate static var allCaseNames: [String] { allCases.map { "\($0)" } }
}

extension GeneratedDouble {
  /// The kinds `variants()` offers unless told otherwise.
  public static let kinds: [DoubleKind] = [.stub, .spy, .mock, .failing, .dummy, .unimplemented]

  /// The name of Meszaros' test spy, a stub that records its calls, where `spy` wraps the real
  /// implementation as Mockito's does: a slot that offers a stub, a spy and a real variant
  /// offers it too.
  public static let recordingStub = "recordingStub"

  /// The generated doubles as a slot's variants, in the order `kinds` lists them. `stub` makes
  /// a stub over the slot's answers; given a client, it answers what nobody programmed as that
  /// client does (the spy's real one) instead of the stub's default.
  public static func variants<Client>(
    _ kinds: [DoubleKind],
    unprogrammed: String? = nil,
    stub: @escaping @MainActor @Sendable (StubAnswers, Client?) -> Client,
    spy: @escaping @MainActor @Sendable (CallRecorder, Client) -> Client,
    failing: @escaping @MainActor @Sendable (String) -> Client,
    dummy: @escaping @MainActor @Sendable (String) -> Client,
    unimplemented: @escaping @MainActor @Sendable (String) -> Client
  ) -> [Variant<Client>] {
    let recordingStub = Variant(
      Self.recordingStub, kind: .spy, summary: "Meszaros' test spy: the stub, recording each call and its arguments",
      options: [.strict]
    ) { context in spy(context.recorder, stub(context.answers, nil)) }
    return kinds.flatMap { kind -> [Variant<Client>] in
      switch kind {
      case .stub:
        [
          Variant(
            .stub, summary: "answers what `stub <slot>.<method>` programs" + (unprogrammed.map { ", else \($0)" } ?? ""),
            options: [.strict]
          ) { context in stub(context.answers, nil) }
        ]
      case .spy:
        [
          Variant(.spy, summary: "Mockito's spy: the real implementation, recording each call; `stub` answers replace its own") {
            context in spy(context.recorder, stub(context.answers, context.real))
          }.overReal(summaryWithoutReal: "a stub that records each call and its arguments")
        ] + (kinds.contains(.stub) ? [recordingStub] : [])
      case .mock:
        [
          .mock(summary: "a spy whose calls are checked: times=N, or `mock <slot>.<method> ...`; unexpected calls fail at once") {
            context in spy(context.recorder, stub(context.answers, nil))
          }
        ]
      case .failing:
        [Variant(.failing, summary: "every call fails") { context in failing(context.slot.name) }]
      case .dummy:
        [Variant(.dummy, summary: "fills the parameter; any call is reported") { context in dummy(context.slot.name) }]
      case .unimplemented:
        [Variant(.unimplemented, summary: "reports every call") { context in unimplemented(context.slot.name) }]
      case .real, .fake:
        []
      }
    }
  }
}
