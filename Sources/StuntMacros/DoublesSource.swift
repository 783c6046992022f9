/// The text of the `<Protocol>Doubles` enum `@Doubles` generates.
struct DoublesSource {
  /// The protocol's name, or the client struct's.
  let protocolName: String
  /// `public`, `package` ... or nil for internal.
  let access: String?
  let requirements: [Requirement]
  let swappableIsolation: SwappableIsolation
  /// A struct of closures (a swift-dependencies client) rather than a protocol: each double
  /// is a value of the struct (`client`), built from closures that call the double's methods.
  var isClient = false

  /// How the doubles' code names the dependency's type.
  private var dependencyType: String { isClient ? protocolName : "any \(protocolName)" }

  enum SwappableIsolation {
    /// The protocol is main-actor isolated, and so is the conforming struct.
    case inherited
    /// `@MainActor struct Swappable: @MainActor P`: used on the main actor only.
    case mainActorConformance
    /// Every method is async and hops to the main actor for the client.
    case hop
  }

  var text: String {
    """
    \(prefix)enum \(protocolName)Doubles {
    \(methods)

    \(swappable)

    \(stub)

    \(spy)

    \(failing)

    \(dummy)

    \(unimplemented)

    \(member)static func variants(_ kinds: [DoubleKind] = GeneratedDouble.kinds) -> [Variant<\(dependencyType)>] {
    GeneratedDouble.variants(
    kinds, stub: { Stub(answers: $0)\(asClient) }, spy: { Spy(recorder: $0, answering: $1)\(asClient) },
    failing: { Failing(slot: $0)\(asClient) }, dummy: { Dummy(slot: $0)\(asClient) },
    unimplemented: { Unimplemented(slot: $0)\(asClient) })
    }
    }
    """
  }

  /// A double as the dependency: itself, or for a client struct its `client`.
  private var asClient: String { isClient ? ".client" : "" }

  /// The protocol's access keyword, on the enum.
  private var prefix: String { access.map { "\($0) " } ?? "" }
  /// On members: only what widens past internal needs saying.
  private var member: String { access == "public" || access == "package" ? "\(access!) " : "" }

  private var methods: String {
    let descriptors = requirements.map { requirement in
      let parameters = requirement.parameters.map {
        #"ParameterDescriptor("\#($0.name)", GeneratedDouble.valueType(\#($0.type).self, spelled: \#(literal($0.type))))"#
      }
      let summary = literal(requirement.summary ?? "\(protocolName).\(requirement.typedName)")
      var arguments = [
        literal(requirement.typedName), "parameters: [\(parameters.joined(separator: ", "))]",
      ]
      if let result = requirement.result {
        arguments.append("returns: GeneratedDouble.valueType(\(result).self, spelled: \(literal(result)))")
      }
      arguments.append("throws: \(requirement.isThrowing)")
      arguments.append("summary: \(summary)")
      if let result = requirement.result { arguments.append("validate: GeneratedDouble.validator(\(result).self, spelled: \(literal(result)))") }
      return "MethodDescriptor(\(arguments.joined(separator: ", ")))"
    }
    return """
      /// The methods `calls`, `stub`, `mock` and `verify` know, one per requirement.
      \(member)static let methods: [MethodDescriptor] = [\(descriptors.joined(separator: ",\n"))]
      """
  }

  private var swappable: String {
    double(
      "Swappable", doc: "Whatever the slot's variant is at the time of each call.",
      isolatedConformance: swappableIsolation == .mainActorConformance,
      stored: [("dependency", "LiveSlot<\(dependencyType)>")]
    ) { requirement in
      // A client's closures run anywhere: the slot is read on the main actor, then called.
      isClient
        ? "return \(requirement.effects)(await MainActor.run { self.dependency.current }).\(requirement.call)"
        : "return \(requirement.effects)self.dependency.current.\(requirement.call)"
    }
  }

  private var stub: String {
    double("Stub", doc: "Answers what `stub` programmed.", stored: [("answers", "StubAnswers")]) { requirement in
      let answer = requirement.isThrowing ? "try GeneratedDouble.answer" : "GeneratedDouble.answerOrReport"
      return "return \(answer)(self.answers, \(literal(requirement.typedName)), arguments: \(requirement.recordedArguments))"
    }
  }

  private var spy: String {
    double(
      "Spy", doc: "Records each call, then answers as the double it wraps.",
      stored: [("recorder", "CallRecorder"), ("answering", dependencyType)]
    ) { requirement in
      """
      self.recorder.record(\(literal(requirement.typedName)), \(requirement.recordedArguments))
      return \(requirement.effects)self.answering.\(requirement.call)
      """
    }
  }

  private var failing: String {
    double("Failing", doc: "Every call fails.", stored: [("slot", "String")]) { requirement in
      requirement.isThrowing
        ? thrown(.failing, requirement)
        : refusal("GeneratedDouble.fail(self.slot, \(literal(requirement.typedName)))", .failing, requirement)
    }
  }

  private var dummy: String {
    double("Dummy", doc: "Fills a parameter; any use is reported.", stored: [("slot", "String")]) { requirement in
      let call = "CallLog.Call.describing(\(literal(requirement.typedName)), \(requirement.recordedArguments))"
      return refusal("DummyUse.report(slot: self.slot, call: \(call))", .dummy, requirement)
    }
  }

  private var unimplemented: String {
    double("Unimplemented", doc: "Reports every call.", stored: [("slot", "String")]) { requirement in
      refusal("GeneratedDouble.unimplemented(self.slot, \(literal(requirement.typedName)))", .unimplemented, requirement)
    }
  }

  /// A double that will not answer: `report`, then throw where the method throws, else answer
  /// its default.
  private func refusal(_ report: String, _ kind: RefusingKind, _ requirement: Requirement) -> String {
    let end =
      requirement.isThrowing
      ? thrown(kind, requirement)
      : requirement.result.map { "return \($0).defaultAnswer" } ?? ""
    return report + "\n" + end
  }

  private func thrown(_ kind: RefusingKind, _ requirement: Requirement) -> String {
    "throw DependencyFailure(slot: self.slot, method: \(literal(requirement.typedName)), kind: .\(kind))"
  }

  /// The doubles that will not answer (StuntKit's `DoubleKind` cases of the same names).
  private enum RefusingKind { case failing, dummy, unimplemented }

  /// A struct conforming to the protocol, with its stored properties, an initializer and one
  /// method per requirement whose body `body` gives.
  private func double(
    _ name: String, doc: String, isolatedConformance: Bool = false, stored: [(name: String, type: String)],
    body: (Requirement) -> String
  ) -> String {
    let properties = stored.map { "\(member)let \($0.name): \($0.type)" }.joined(separator: "\n")
    let parameters = stored.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
    let assignments = stored.map { "self.\($0.name) = \($0.name)" }.joined(separator: "\n")
    let methods = requirements.map { requirement in
      "\(member)\(requirement.declaration) {\n\(body(requirement))\n}"
    }
    let conformance = isClient ? "Sendable" : (isolatedConformance ? "@MainActor " : "") + protocolName
    return """
      /// \(doc)
      \(isolatedConformance && !isClient ? "@MainActor " : "")\(member)struct \(name): \(conformance) {
      \(properties)

      \(member)init(\(parameters)) {
      \(assignments)
      }

      \(methods.joined(separator: "\n\n"))
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
      \(member)var client: \(protocolName) {
      \(protocolName)(\(closures.joined(separator: ", ")))
      }
      """
  }

  /// A Swift string literal of `text`.
  private func literal(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      default: escaped.append(character)
      }
    }
    return "\"\(escaped)\""
  }
}
