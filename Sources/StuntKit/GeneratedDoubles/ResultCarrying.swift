/// A result that carries success or failure, as seed 000's `ClubResponse` does (or a `Result`):
/// a method that reports failure in its answer rather than by throwing. Its generated doubles
/// answer `stub ... returns <success>` with `success`, and `throws <error>`, a failing double
/// and every refusal with `failure`, as the seed's hand-written doubles did.
///
/// ```swift
/// extension ClubResponse: ResultCarrying {
///   static func success(_ club: Club) -> Self { Self(club: club) }
///   static func failure(_ error: any Error) -> Self { Self(error: NetworkError(initialError: error)) }
/// }
/// ```
public protocol ResultCarrying {
  associatedtype Success: Decodable
  static func success(_ value: Success) -> Self
  static func failure(_ error: any Error) -> Self
  /// What it carries, read back: the `record` variant keeps a success as `returns`, a failure as
  /// `throws`, the answers its doubles take. Nil (the default) where the type does not say.
  var carriedResult: Result<Success, any Error>? { get }
}

extension ResultCarrying {
  public var carriedResult: Result<Success, any Error>? { nil }

  /// The stub answer that gives it again, where it says what it carries.
  var recordedAnswer: StubAnswers.Answer? {
    switch carriedResult {
    case .success(let value)?: .returns(Value(recorded: value))
    case .failure(let error)?: .throws(.string(StubbedError.text(of: error)))
    case nil: nil
    }
  }
}

extension GeneratedDouble {
  /// A stub's answer for a method whose result carries failure: the programmed value, else the
  /// programmed error or `NoAnswer` as a failure.
  public static func answerOrReport<Result: ResultCarrying>(
    _ answers: StubAnswers, _ method: String, arguments: [CallLog.Argument] = []
  ) -> Result {
    do {
      return .success(try answers.respond(to: method, arguments: arguments, decode: { try $0.decode(Result.Success.self) }))
    } catch {
      return .failure(error)
    }
  }

  /// Refuses, when programmed, a `stub ... returns` value that is not a success.
  public static func validator<Result: ResultCarrying>(
    _ type: Result.Type, spelled: String
  ) -> @Sendable (Value) -> String? where Result.Success: SendableMetatype {
    validator(Result.Success.self, spelled: String(describing: Result.Success.self))
  }

  /// A refusing double's answer, for a result that carries failure: the failure, reported first
  /// by a dummy or an unimplemented double (a failing one fails as a throwing method throws).
  public static func refuse<Result: ResultCarrying>(_ failure: DependencyFailure, report: () -> Void) -> Result {
    if failure.kind != .failing { report() }
    return .failure(failure)
  }

  /// A refusing double's answer otherwise: reported, then the default.
  public static func refuse<Result: DefaultAnswer>(_ failure: DependencyFailure, report: () -> Void) -> Result {
    report()
    return .defaultAnswer
  }

  /// Whether `stub ... throws` may program the method: it throws, or its result carries failure.
  public static func canFail(throwing: Bool, returning type: Any.Type) -> Bool {
    throwing || type is any ResultCarrying.Type
  }
}
