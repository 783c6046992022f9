import StuntKit

struct ExplainCommand: ReplCommand {
  static let term = Argument.optional("term", .term)

  static let configuration = CommandConfiguration(
    name: "explain",
    summary: "what a dummy / stub / spy / mock / fake / real dependency is, and which slots offer it",
    forms: [CommandForm(term, run: run)],
    examples: ["explain spy", "explain fake", "explain counter"]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try await explain(arguments, context)
    // The lessons that show the term live, after what it is.
    guard let term = arguments[Self.term]?.text, case .success(let course)? = context.learning.course else { return }
    let language = context.settings.language
    for (index, entry) in course.entries.enumerated() where entry.lesson(in: language).teaches.contains(term) {
      context.print(LearnTexts.shownIn(index + 1, entry.shortName, entry.lesson(in: language).title)(language))
    }
  }

  private static func explain(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let topics = Self.topics(context.sandbox)
    let language = context.settings.language
    guard let term = arguments[Self.term]?.text else {
      context.print(ExplainTexts.terms(language) + DoubleKind.allCases.map(\.rawValue).joined(separator: ", "))
      if !topics.isEmpty {
        context.print(ExplainTexts.modulesAlso(language) + topics.map { "\($0.topic.name) (\($0.module))" }.joined(separator: ", "))
      }
      context.print(ExplainTexts.standsIn(language))
      return
    }
    if let (module, topic) = topics.first(where: { $0.topic.name == term }) {
      // A topic of a module that is not loaded says whose it is, and how to try it.
      if context.loaded?.name != module { context.print(ExplainTexts.loadToTry(module)(language)) }
      context.print(topic.lines(in: language))
      return
    }
    if let module = context.catalog.modules.first(where: { $0.name == term })?.descriptor {
      context.print("\(module.name): \(module.summary)")
      if !module.seed.isEmpty { context.print(ExplainTexts.seed(language) + module.seed) }
      if !module.topics.isEmpty { context.print(ExplainTexts.itAlso(language) + module.topics.map(\.name).joined(separator: ", ")) }
      return
    }
    // A variant's own name (`recordingStub`, `constant`) explains the kind of double it is.
    guard let kind = DoubleKind(rawValue: term.lowercased()) ?? variantKind(term, context.sandbox) else {
      throw Suggestion.unknown(
        "term", term, among: DoubleKind.allCases.map(\.rawValue) + topics.map(\.topic.name) + context.catalog.modules.map(\.name))
    }
    context.print(kind.explanation(in: language))
    let offers = offering(kind, context.sandbox)
    context.print(offers.isEmpty ? ExplainTexts.noneOffers(kind.rawValue)(language) : offers)
  }

  /// The kind of the variant with this name, in the loaded module's slots first.
  static func variantKind(_ name: String, _ sandbox: Sandbox) -> DoubleKind? {
    let slots = (sandbox.loaded.map { [$0.descriptor] } ?? []) + sandbox.modules.map(\.descriptor)
    return slots.lazy.flatMap(\.slots).flatMap(\.variants).first { $0.name == name }?.kind
  }

  /// Every module's topics, the loaded module's first, then by module name.
  static func topics(_ sandbox: Sandbox) -> [(module: String, topic: ExplainTopic)] {
    let loaded = sandbox.loaded?.name
    let descriptors: [ModuleDescriptor] = sandbox.modules.map(\.descriptor)
    let ordered = descriptors.sorted { first, second in
      first.name == loaded || (second.name != loaded && first.name < second.name)
    }
    return ordered.flatMap { module in module.topics.map { (module: module.name, topic: $0) } }
  }

  /// `offered here by numberFact (spy)`, or across all modules when none is loaded.
  static func offering(_ kind: DoubleKind, _ sandbox: Sandbox) -> String {
    if let module = sandbox.loaded {
      let slots = module.slots.all.flatMap { slot in
        slot.descriptor.variants.filter { $0.kind == kind }.map { "\(slot.name) (\($0.name))" }
      }
      return slots.isEmpty ? "" : ExplainTexts.offeredHere(sandbox.settings.language) + slots.joined(separator: ", ")
    }
    let slots = sandbox.modules.flatMap { module in
      module.descriptor.slots.flatMap { slot in
        slot.variants.filter { $0.kind == kind }.map { "\(module.descriptor.name).\(slot.name) (\($0.name))" }
      }
    }
    return slots.isEmpty ? "" : ExplainTexts.offered(sandbox.settings.language) + slots.joined(separator: ", ")
  }
}

/// `explain`'s own words, in each language.
enum ExplainTexts {
  static let terms = LocalizedText(en: "terms: ", ko: "용어: ")
  static let modulesAlso = LocalizedText(en: "the modules also explain: ", ko: "모듈이 설명하는 주제: ")
  static let standsIn = LocalizedText(
    en: "a test double stands in for a dependency in a test, as a stunt double stands in for an actor",
    ko: "스턴트 대역이 배우를 대신하듯, 테스트 더블은 테스트에서 의존성을 대신합니다")
  static let seed = LocalizedText(en: "seed document: ", ko: "씨앗 문서: ")
  static let itAlso = LocalizedText(en: "it also explains: ", ko: "이 모듈이 설명하는 주제: ")
  static let offeredHere = LocalizedText(en: "offered here by ", ko: "여기서 제공하는 슬롯: ")
  static let offered = LocalizedText(en: "offered by ", ko: "제공하는 슬롯: ")

  static func loadToTry(_ module: String) -> LocalizedText {
    LocalizedText(en: "\(module) (load \(module) to try it):", ko: "\(module) (load \(module)로 직접 해 보세요):")
  }

  static func noneOffers(_ kind: String) -> LocalizedText {
    LocalizedText(en: "no slot here offers a \(kind)", ko: "여기에는 \(kind)를 제공하는 슬롯이 없습니다")
  }
}
