import IssueReporting

/// Answers for results whose type is only known when the call comes: a generic method's `T` or
/// `[T]`, an existential (`any Codable`), a type of the user's that is not `DefaultAnswer`. The
/// generated doubles call these where no overload for a `Decodable & DefaultAnswer` result fits,
/// so every protocol gets its doubles, and a result that cannot be answered is one `FAIL` line.
extension GeneratedDouble {
  /// The type of a generic method's parameter or result (`T`, `[T]`): any value is taken when
  /// `stub` or `mock` programs it, and decoded to the call's own type when the call comes.
  public static func valueType(atTheCall spelled: String) -> ValueType {
    .atTheCall(typeName: spelled)
  }

  /// A stub's answer for a method that cannot throw, decoded to the call's result type; a
  /// mismatch, or nothing programmed for a type with no default, is reported (one `FAIL`).
  /// A generic method's result (`[T]`, which is `DefaultAnswer` whatever `T` is) says
  /// `atTheCall: ()`, so that this, not the overload that answers a `DefaultAnswer` type's
  /// default without asking the stub, answers it.
  public static func answerOrReport<Result>(
    _ answers: StubAnswers, _ method: String, arguments: [CallLog.Argument] = [], atTheCall: Void = (),
    orElse made: (() -> Result)? = nil
  ) -> Result {
    do {
      return try answers.respond(
        to: method, arguments: arguments, decode: { try decoded($0, as: Result.self) },
        fallback: { try made?() ?? defaultAnswer(Result.self, slot: answers.slot, method: method) })
    } catch {
      reportIssue("\(answers.slot).\(method): \(error)")
      return made?() ?? (try? defaultAnswer(Result.self, slot: answers.slot, method: method))
        ?? unanswerable(Result.self, slot: answers.slot, method: method)
    }
  }

  /// A stub's answer for a method that throws, decoded to the call's result type.
  public static func answer<Result>(
    _ answers: StubAnswers, _ method: String, arguments: [CallLog.Argument] = [], atTheCall: Void
  ) throws -> Result {
    try answers.respond(to: method, arguments: arguments, decode: { try decoded($0, as: Result.self) })
  }

  /// A refusing double's answer (reported first) for a result known at the call.
  public static func refuse<Result>(_ failure: DependencyFailure, orElse made: (() -> Result)? = nil, report: () -> Void) -> Result {
    report()
    if let made { return made() }
    do {
      return try defaultAnswer(Result.self, slot: failure.slot, method: failure.method)
    } catch {
      return unanswerable(Result.self, slot: failure.slot, method: failure.method)
    }
  }

  /// A member no double can stand in for (a `static` requirement, one that takes `Self`): calling
  /// it is one `FAIL`, and it answers its result's default where it has one.
  public static func leftOut<Result>(_ member: String, of protocolName: String, because reason: String, as type: Result.Type = Result.self) -> Result {
    reportIssue("\(protocolName).\(member) has no double (\(reason)): a call to it stands for nothing")
    do {
      return try defaultAnswer(Result.self, slot: protocolName, method: member)
    } catch {
      return unanswerable(Result.self, slot: protocolName, method: member)
    }
  }

  /// `value` decoded as `Result`, which must be `Decodable` at the call.
  static func decoded<Result>(_ value: Value, as type: Result.Type) throws -> Result {
    guard let decodable = Result.self as? any Decodable.Type else {
      throw AnswerMismatch(answer: value, type: TypeArgument(Result.self).name + ", which is not Decodable,")
    }
    let made: any Decodable
    do {
      made = try value.decode(decodable)
    } catch {
      throw AnswerMismatch(answer: value, type: TypeArgument(Result.self).name)
    }
    guard let answer = made as? Result else { throw AnswerMismatch(answer: value, type: TypeArgument(Result.self).name) }
    return answer
  }

  /// What a result answers when nothing was programmed, looked up at the call: its
  /// `DefaultAnswer`, nothing for `Void`, else the first of `""`, `0`, `false` it is (an
  /// existential such as `any Codable`).
  static func defaultAnswer<Result>(_ type: Result.Type, slot: String, method: String) throws -> Result {
    if let answering = Result.self as? any DefaultAnswer.Type, let answer = answering.defaultAnswer as? Result { return answer }
    if let void = () as? Result { return void }
    for candidate in ["" as Any, 0 as Any, false as Any] {
      if let answer = candidate as? Result { return answer }
    }
    throw NoDefaultAnswer(slot: slot, method: method, type: TypeArgument(Result.self).name)
  }

  /// The one case a double cannot survive: a result of a type it knows nothing of, with nothing
  /// programmed and no default. The `FAIL` was reported; the program stops, saying so.
  private static func unanswerable<Result>(_ type: Result.Type, slot: String, method: String) -> Result {
    preconditionFailure(NoDefaultAnswer(slot: slot, method: method, type: TypeArgument(Result.self).name).description)
  }
}

/// A type argument of a generic call, as the call log shows it: `T: "Int"`.
public struct TypeArgument: CustomStringConvertible, Sendable {
  public let name: String
  public init(_ type: Any.Type) { name = String(describing: type) }
  public var description: String { name }
}

/// A programmed answer that is not of the type the call returns.
struct AnswerMismatch: Error, CustomStringConvertible {
  let answer: Value
  let type: String
  var description: String { "the stub's answer \(answer) is not a \(type), the type this call returns" }
}

/// Nothing was programmed, and the result's type has no answer of its own.
struct NoDefaultAnswer: Error, CustomStringConvertible {
  let slot: String
  let method: String
  let type: String
  var description: String {
    "\(slot).\(method) returns \(type), which has no default answer: program one with `stub \(slot).\(method) returns ...`, "
      + "or give the type one in the sandbox module (`extension \(type): @retroactive DefaultAnswer`)"
  }
}

extension GeneratedDouble {
  /// A property's answer where nothing else answers: its `DefaultAnswer`.
  public static func defaultAnswer<Result: DefaultAnswer>(as type: Result.Type) -> Result {
    Result.defaultAnswer
  }

  /// A property's answer where nothing else answers, for a type that is not `DefaultAnswer`
  /// (`any Codable`): found when it is asked, and reported where there is none.
  public static func defaultAnswer<Result>(as type: Result.Type) -> Result {
    do {
      return try defaultAnswer(Result.self, slot: "a double", method: "a property")
    } catch {
      reportIssue("\(error)")
      return unanswerable(Result.self, slot: "a double", method: "a property")
    }
  }
}
