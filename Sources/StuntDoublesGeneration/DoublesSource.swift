/// The text of the `<Protocol>Doubles` enum: what `@Doubles` adds beside a protocol, and what
/// `stunt-generate doubles` writes from a protocol's source.
public struct DoublesSource {
  /// The protocol's name, or the client struct's.
  public let protocolName: String
  /// How Swift code names the protocol (`Outer.Service` for one nested in a type); the
  /// doubles' enum is named after `protocolName` (`OuterServiceDoubles`, `DoublesNaming`).
  public var spelledName: String
  /// The protocols of a composition (`Foo & Bar`), each of which every double conforms to; nil
  /// for one protocol.
  public var composedOf: [String]?
  /// `public`, `package` ... or nil for internal.
  public let access: String?
  public let requirements: [Requirement]
  public let swappableIsolation: SwappableIsolation
  /// A struct of closures (a swift-dependencies client) rather than a protocol: each double
  /// is a value of the struct (`client`), built from closures that call the double's methods.
  public var isClient = false
  /// The enum's doc comment, if it has one.
  public var documentation: String?
  /// Members no double can stand in for, each with a witness that reports its call (read
  /// from source; `@Doubles` refuses them).
  var leftOut: [LeftOutMember] = []
  /// The associated types a conforming double fixes: `typealias Item = Any`, or the default the
  /// protocol gives.
  public var associatedTypes: [(name: String, type: String)] = []

  public init(protocolName: String, access: String?, requirements: [Requirement], swappableIsolation: SwappableIsolation) {
    self.protocolName = protocolName
    self.spelledName = protocolName
    self.access = access
    self.requirements = requirements
    self.swappableIsolation = swappableIsolation
  }

  /// How the doubles' code names the dependency's type.
  private var dependencyType: String { isClient ? spelledName : "any \(spelledName)" }

  public enum SwappableIsolation: Sendable {
    /// The protocol is main-actor isolated, and so is each conforming class.
    case inherited
    /// `@MainActor final class Swappable: @MainActor P`: used on the main actor only.
    case mainActorConformance
    /// Every method is async and hops to the main actor for the client.
    case hop
    /// A Sendable protocol with synchronous members, read from source (`@Doubles` refuses it):
    /// a nonisolated conformance whose synchronous members read the slot inside
    /// `MainActor.assumeIsolated`, so they work when called on the main actor, where the sandbox
    /// runs the system under test; called elsewhere, Swift stops the program with its own
    /// message. Async methods hop, as `.hop`'s do.
    case mainActorAssumed
  }

  public var text: String { text(of: members) }

  /// The enum holding `members`, which are this source's (made once by a caller that also checks them).
  public func text(of members: [String]) -> String {
    "\(documentationComment)\(prefix)enum \(protocolName)Doubles {\n" + members.joined(separator: "\n\n") + "\n}"
  }

  /// The enum's members, each a declaration of its own: what `text` holds, and what a large
  /// file's check parses apart, on every core (`GeneratedSwift`).
  public var members: [String] {
    [methods, swappable, stub, spy, failing, dummy, unimplemented, variants]
  }

  private var variants: String {
    """
    /// The doubles as the slot's variants; `unprogrammed` answers the calls no `stub` programmed.
    \(member)static func variants(
    _ kinds: [DoubleKind] = GeneratedDouble.kinds, unprogrammed: Unprogrammed<\(dependencyType)>? = nil
    ) -> [Variant<\(dependencyType)>] {
    GeneratedDouble.variants(
    kinds, unprogrammed: unprogrammed?.summary, stub: { Stub(answers: $0, otherwise: $1 ?? unprogrammed?.answer())\(asClient) },
    spy: { Spy(recorder: $0, answering: $1)\(asClient) },
    failing: { Failing(slot: $0)\(asClient) }, dummy: { Dummy(slot: $0)\(asClient) },
    unimplemented: { Unimplemented(slot: $0)\(asClient) })
    }
    """
  }

  private var documentationComment: String { documentation.map { "/// \($0)\n" } ?? "" }

  /// A double as the dependency: itself, or for a client struct its `client`.
  private var asClient: String { isClient ? ".client" : "" }

  /// The protocol's access keyword, on the enum.
  private var prefix: String { access.map { "\($0) " } ?? "" }
  /// On members: only what widens past internal needs saying.
  private var member: String { access == "public" || access == "package" ? "\(access!) " : "" }

  private var methods: String {
    let descriptors = requirements.flatMap { requirement -> [String] in
      let summary = literal(requirement.summary ?? "\(spelledName).\(requirement.typedName)")
      let getter = descriptor(
        requirement.typedName, requirement.parameters, requirement.result, requirement.isThrowing, summary,
        records: requirement.property == nil, atTheCall: { requirement.isTypedAtTheCall($0) || $0 == "Self" })
      guard requirement.property?.settable == true, let type = requirement.result else { return [getter] }
      let newValue = Requirement.Parameter(label: nil, name: "newValue", type: type)
      let setterSummary = literal("sets \(requirement.name), counted as mockolo's \(requirement.name)SetCallCount")
      return [getter, descriptor(requirement.setterName, [newValue], nil, false, setterSummary)]
    }
    return """
      /// The methods `calls`, `stub`, `mock` and `verify` know, one per requirement (a settable
      /// property has two: its getter, and its setter as `<name>.set`).
      \(member)static let methods: [MethodDescriptor] = [\(descriptors.joined(separator: ",\n"))]
      """
  }

  /// `atTheCall`: whether a type is only known when the call comes (a generic method's `T`).
  private func descriptor(
    _ name: String, _ parameters: [Requirement.Parameter], _ result: String?, _ isThrowing: Bool, _ summary: String,
    records: Bool = true, atTheCall: (String) -> Bool = { _ in false }
  ) -> String {
    func valueType(_ type: String) -> String {
      atTheCall(type)
        ? "GeneratedDouble.valueType(atTheCall: \(literal(type)))"
        : "GeneratedDouble.valueType(\(metatype(type)), spelled: \(literal(type)))"
    }
    let parameters = parameters.map { "ParameterDescriptor(\($0.literal), \(valueType($0.type)))" }
    var arguments = [literal(name), "parameters: [\(parameters.joined(separator: ", "))]"]
    if let result { arguments.append("returns: \(valueType(result))") }
    let known = result.flatMap { atTheCall($0) ? nil : $0 }
    arguments.append(
      "throws: " + (known.map { "GeneratedDouble.canFail(throwing: \(isThrowing), returning: \(metatype($0)))" } ?? "\(isThrowing)"))
    arguments.append("summary: \(summary)")
    if let known { arguments.append("validate: GeneratedDouble.validator(\(metatype(known)), spelled: \(literal(known)))") }
    if !records { arguments.append("records: false") }
    return "MethodDescriptor(\(arguments.joined(separator: ", ")))"
  }

  private var swappable: String {
    double(
      "Swappable", doc: swappableDoc,
      isolatedConformance: swappableIsolation == .mainActorConformance, followsSlot: true,
      stored: [("dependency", "LiveSlot<\(dependencyType)>", nil)]
    ) { requirement in
      // A client's closures run anywhere: the slot is read on the main actor, then called.
      if isClient { return "return \(requirement.effects)(await MainActor.run { self.dependency.current }).\(requirement.call)" }
      if swappableIsolation == .mainActorConformance && requirement.isAsync { return sentUnchecked(requirement) }
      return "return \(requirement.effects)\(current(for: requirement)).\(requirement.call)"
    } property: { requirement in
      ("return \(current(for: requirement)).\(requirement.name)",
       "GeneratedDouble.assign(\(current(for: requirement))) { $0.\(requirement.name) = newValue }")
    } returningSelf: { requirement in
      "_ = \(requirement.effects)\(current(for: requirement)).\(requirement.call)\nreturn self"
    }
  }

  private var swappableDoc: String {
    let doc = "Whatever the slot's variant is at the time of each call."
    guard swappableIsolation == .mainActorAssumed else { return doc }
    return doc + "\n/// Its synchronous members assume the main actor (`MainActor.assumeIsolated`), where the sandbox calls"
      + "\n/// them; called elsewhere, Swift stops the program and says so. Its async methods hop there."
  }

  /// The call of an async method of a protocol that is not Sendable, from its main-actor
  /// conformance (read from source; `@Doubles` refuses one): the requirement is nonisolated, so
  /// the call leaves the main actor with the slot's client and the arguments, which Swift cannot
  /// prove safe to send. They are passed on unchecked (`nonisolated(unsafe)`), as the system
  /// under test, code of the Swift 5 era, passes them itself; the doubles that receive them are
  /// safe to call off the main actor. A closure argument is passed as it is (it cannot be kept).
  private func sentUnchecked(_ requirement: Requirement) -> String {
    let sent = requirement.parameters.filter { !$0.type.contains("->") }
    guard !sent.isEmpty else {
      return "nonisolated(unsafe) let client = self.dependency.current\nreturn \(requirement.effects)client.\(requirement.call)"
    }
    var position = 0
    let arguments = requirement.parameters.map { parameter -> String in
      var value = parameter.code
      if !parameter.type.contains("->") {
        position += 1
        value = "call.\(position)"
      }
      return parameter.label.map { "\($0): \(value)" } ?? value
    }
    return """
      nonisolated(unsafe) let call = (\((["self.dependency.current"] + sent.map(\.code)).joined(separator: ", ")))
      return \(requirement.effects)call.0.\(requirement.name)(\(arguments.joined(separator: ", ")))
      """
  }

  /// The slot's active client, as the swappable client reaches it for `requirement`: a
  /// synchronous member of a Sendable protocol read from source assumes the main actor.
  private func current(for requirement: Requirement) -> String {
    swappableIsolation == .mainActorAssumed && !requirement.isAsync
      ? "MainActor.assumeIsolated { self.dependency.current }" : "self.dependency.current"
  }

  /// Where a double that keeps its properties keeps the values set: only if one can be set.
  private var setValues: [(name: String, type: String, initial: String?)] {
    requirements.contains { $0.property?.settable == true } ? [("setValues", "SetValues", "SetValues()")] : []
  }

  private var stub: String {
    double(
      "Stub", doc: "Answers what `stub` programmed; else, when given one, as `otherwise` does.",
      stored: [("answers", "StubAnswers", nil), ("otherwise", isClient ? "\(dependencyType)?" : "(\(dependencyType))?", "nil")]
        + setValues
    ) { requirement in
      let answer = requirement.isThrowing ? "try GeneratedDouble.answer" : "GeneratedDouble.answerOrReport"
      let atTheCall = requirement.result.map(requirement.isTypedAtTheCall) == true ? ", atTheCall: ()" : ""
      return """
        if let otherwise = self.otherwise,
        self.answers.passesOn(\(literal(requirement.typedName)), arguments: \(requirement.namedArguments)) {
        return \(requirement.effects)otherwise.\(requirement.call)
        }
        return \(answer)(self.answers, \(literal(requirement.typedName)), arguments: \(requirement.namedArguments)\(atTheCall)\(requirement.isThrowing ? "" : orElse(requirement.result)))
        """
    } property: { requirement in
      let name = literal(requirement.typedName)
      let accessors = kept(
        requirement,
        otherwise: """
          if let otherwise = self.otherwise, self.answers.passesOn(\(name)) { return otherwise.\(requirement.name) }
          return GeneratedDouble.answerOrReport(self.answers, \(name), arguments: []\(orElse(requirement.result)))
          """)
      guard requirement.property?.settable == true else { return accessors }
      // Over the real one (Mockito's spy), a value set is the real one's: what it does with it
      // (its other members read it, it may clamp it) is what a spy shows.
      return (
        accessors.get,
        """
        if let otherwise = self.otherwise {
        GeneratedDouble.assign(otherwise) { $0.\(requirement.name) = newValue }
        return
        }
        \(accessors.set)
        """)
    }
  }

  /// A property as a double keeps it: the value last set, else what `otherwise` returns (a
  /// stub's programmed answer, or the type's default).
  private func kept(_ requirement: Requirement, otherwise: String) -> (get: String, set: String) {
    let name = literal(requirement.typedName)
    let settable = requirement.property?.settable == true
    let type = requirement.result ?? "Void"
    return (
      """
      \(settable ? "if let value = self.setValues.value(\(name), as: \(metatype(type))) { return value }" : "")
      \(otherwise)
      """,
      settable ? "self.setValues.set(\(name), newValue as Any)" : "")
  }

  private var spy: String {
    double(
      "Spy", doc: "Records each call, then answers as the double it wraps.",
      stored: [("recorder", "CallRecorder", nil), ("answering", dependencyType, nil)]
    ) { requirement in
      let record = "self.recorder.record(\(literal(requirement.typedName)), \(recording): \(requirement.recordedValues))"
      let answer = "\(requirement.effects)self.answering.\(requirement.call)"
      // The `record` variant keeps what the call answered, or the error it threw.
      let answered =
        requirement.result == nil
        ? "\(answer)\nrecorded?.returnedNothing()" : "let answer = \(answer)\nrecorded?.returned(answer)\nreturn answer"
      guard requirement.isThrowing else { return "let recorded = \(record)\n\(answered)" }
      return "let recorded = \(record)\ndo {\n\(answered)\n} catch {\nrecorded?.threw(error)\nthrow error\n}"
    } property: { requirement in
      ("return self.answering.\(requirement.name)",
       """
       self.recorder.record(\(literal(requirement.setterName)), \(recording): [("newValue", newValue as Any)])
       GeneratedDouble.assign(self.answering) { $0.\(requirement.name) = newValue }
       """)
    } returningSelf: { requirement in
      "self.recorder.record(\(literal(requirement.typedName)), \(recording): \(requirement.recordedValues))\nreturn self"
    }
  }

  /// How the spy records arguments: a main-actor protocol's doubles are on the main actor,
  /// where objects can be named.
  private var recording: String { swappableIsolation == .inherited ? "naming" : "reflecting" }

  private var failing: String {
    refusing("Failing", doc: "Every call fails.", .failing) { _, method, _ in
      "GeneratedDouble.fail(self.slot, \(literal(method)))"
    }
  }

  private var dummy: String {
    refusing("Dummy", doc: "Fills a parameter; any use is reported.", .dummy) { _, method, arguments in
      "DummyUse.report(slot: self.slot, call: CallLog.Call.describing(\(literal(method)), \(arguments)))"
    }
  }

  private var unimplemented: String {
    refusing("Unimplemented", doc: "Reports every call.", .unimplemented) { _, method, _ in
      "GeneratedDouble.unimplemented(self.slot, \(literal(method)))"
    }
  }

  /// A double that will not answer: `report` (given the requirement, the method's name and its
  /// recorded arguments), then throw where the method throws, else answer its default. A dummy
  /// and an unimplemented double report a property's use too; a failing one fails its calls
  /// but keeps its properties, as a service that is down keeps its settings.
  private func refusing(
    _ name: String, doc: String, _ kind: RefusingKind, report: @escaping (Requirement, String, String) -> String
  ) -> String {
    double(name, doc: doc, stored: [("slot", "String", nil)] + (kind == .failing ? setValues : [])) { requirement in
      let text = report(requirement, requirement.typedName, requirement.recordedArguments)
      if requirement.isThrowing { return (kind == .failing ? "" : text + "\n") + thrown(kind, requirement) }
      guard requirement.result != nil else { return text }
      // The default answer, or for a result that carries failure, the failure.
      return "return GeneratedDouble.refuse(\(failure(kind, requirement))\(orElse(requirement.result))) {\n\(text)\n}"
    } property: { requirement in
      if kind == .failing { return kept(requirement, otherwise: "return \(defaultAnswer(requirement.result))") }
      let newValue = #"[CallLog.Argument("newValue", Value(reflecting: newValue as Any))]"#
      return (
        report(requirement, requirement.typedName, "[]") + "\nreturn \(defaultAnswer(requirement.result))",
        report(requirement, requirement.setterName, newValue))
    } returningSelf: { requirement in
      let text = report(requirement, requirement.typedName, requirement.recordedArguments)
      if requirement.isThrowing { return (kind == .failing ? "" : text + "\n") + thrown(kind, requirement) }
      return text + "\nreturn self"
    }
  }

  /// `, orElse: { {} }` where the result is a function that returns nothing: a closure that
  /// does nothing is its default (no function type is `DefaultAnswer`).
  private func orElse(_ type: String?) -> String {
    guard let type, let nothing = Requirement.doingNothing(type) else { return "" }
    return ", orElse: { \(nothing) }"
  }

  /// A property's answer where nothing else answers: its type's default, found when it is asked.
  private func defaultAnswer(_ type: String?) -> String {
    guard let type else { return "()" }
    return Requirement.doingNothing(type) ?? "GeneratedDouble.defaultAnswer(as: \(metatype(type)))"
  }

  private func thrown(_ kind: RefusingKind, _ requirement: Requirement) -> String {
    "throw " + failure(kind, requirement)
  }

  private func failure(_ kind: RefusingKind, _ requirement: Requirement) -> String {
    "DependencyFailure(slot: self.slot, method: \(literal(requirement.typedName)), kind: .\(kind))"
  }

  /// The doubles that will not answer (StuntKit's `DoubleKind` cases of the same names).
  private enum RefusingKind { case failing, dummy, unimplemented }

  /// A final class conforming to the protocol (a class, so it stands in for class-bound
  /// protocols too), with its stored properties, an initializer and one member per
  /// requirement: a method's body from `method`, a property's getter and setter from `property`.
  private func double(
    _ name: String, doc: String, isolatedConformance: Bool = false, followsSlot: Bool = false,
    stored: [(name: String, type: String, initial: String?)],  // `initial`: the initializer's default
    method: (Requirement) -> String, property: (Requirement) -> (get: String, set: String),
    returningSelf: (Requirement) -> String = { _ in "return self" }
  ) -> String {
    let properties = stored.map { "\(member)let \($0.name): \($0.type)" }.joined(separator: "\n")
    let parameters = stored.map { "\($0.name): \($0.type)" + ($0.initial.map { " = \($0)" } ?? "") }
      .joined(separator: ", ")
    let assignments = stored.map { "self.\($0.name) = \($0.name)" }.joined(separator: "\n")
    var members = associatedTypes.map { "\(member)typealias \($0.name) = \($0.type)" }
    members += requirements.map { requirement in
      guard let kind = requirement.property else {
        // A method that returns `Self` answers this very double, whatever else it does.
        return "\(member)\(requirement.declaration) {\n\(requirement.returnsSelf ? returningSelf(requirement) : method(requirement))\n}"
      }
      let accessors = property(requirement)
      let setter = kind.settable ? "\nset {\n\(accessors.set)\n}" : ""
      return "\(member)\(requirement.declaration) {\nget {\n\(accessors.get)\n}\(setter)\n}"
    }
    members += leftOut.map { $0.witness(protocolName: spelledName, member: member, selfType: name) }
    let conformance = (isClient ? ["Sendable"] : (composedOf ?? [spelledName]).map { (isolatedConformance ? "@MainActor " : "") + $0 })
      .joined(separator: ", ") + (followsSlot ? ", SwappableClient" : "")
    // Read wherever a state is printed: the slot's name is constant.
    let slotName = followsSlot ? "\n\nnonisolated \(member)var slotName: String { self.dependency.name }" : ""
    return """
      /// \(doc)
      \(isolatedConformance && !isClient ? "@MainActor " : "")\(member)final class \(name): \(conformance) {
      \(properties)

      \(member)init(\(parameters)) {
      \(assignments)
      }\(slotName)

      \(members.joined(separator: "\n\n"))
      \(isClient ? client : "")
      }
      """
  }

  /// A client struct's value whose closures call this double's methods.
  private var client: String {
    let closures = requirements.map { requirement in
      let names = requirement.parameters.indices.map { "p\($0)" }
      let head = names.isEmpty ? "" : names.joined(separator: ", ") + " in "
      return "\(requirement.name): { \(head)\(requirement.effects)self.\(requirement.name)(\(names.joined(separator: ", "))) }"
    }
    return """

      /// This double as the client the system under test holds.
      \(member)var client: \(spelledName) {
      \(spelledName)(\(closures.joined(separator: ", ")))
      }
      """
  }

  /// `T.self`, or `((Int) -> Int).self` for a function type.
  private func metatype(_ type: String) -> String {
    Requirement.metatype(type)
  }

  private func literal(_ text: String) -> String {
    SwiftLiteral.string(text)
  }
}
