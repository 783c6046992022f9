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
    guard let term = arguments[Self.term]?.text, case .success(let course)? = context.sandbox.course else { return }
    let language = context.sandbox.settings.language
    for (index, entry) in course.entries.enumerated() where entry.lesson(in: language).teaches.contains(term) {
      context.print(LearnTexts.shownIn(index + 1, entry.shortName, entry.lesson(in: language).title)(language))
    }
  }

  private static func explain(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let topics = Self.topics(context.sandbox)
    guard let term = arguments[Self.term]?.text else {
      context.print("terms: " + DoubleKind.allCases.map(\.rawValue).joined(separator: ", "))
      if !topics.isEmpty {
        context.print("the modules also explain: " + topics.map { "\($0.topic.name) (\($0.module))" }.joined(separator: ", "))
      }
      context.print("a test double stands in for a dependency in a test, as a stunt double stands in for an actor")
      return
    }
    if let (module, topic) = topics.first(where: { $0.topic.name == term }) {
      // A topic of a module that is not loaded says whose it is, and how to try it.
      if context.sandbox.loaded?.name != module { context.print("\(module) (load \(module) to try it):") }
      context.print(topic.lines)
      return
    }
    if let module = context.sandbox.modules.first(where: { $0.descriptor.name == term })?.descriptor {
      context.print("\(module.name): \(module.summary)")
      if !module.seed.isEmpty { context.print("seed document: \(module.seed)") }
      if !module.topics.isEmpty { context.print("it also explains: " + module.topics.map(\.name).joined(separator: ", ")) }
      return
    }
    guard let kind = DoubleKind(rawValue: term.lowercased()) else {
      throw Suggestion.unknown(
        "term", term, among: DoubleKind.allCases.map(\.rawValue) + topics.map(\.topic.name) + context.sandbox.modules.map(\.name))
    }
    context.print(kind.explanation)
    let offers = offering(kind, context.sandbox)
    context.print(offers.isEmpty ? "no slot here offers a \(kind.rawValue)" : offers)
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
      return slots.isEmpty ? "" : "offered here by " + slots.joined(separator: ", ")
    }
    let slots = sandbox.modules.flatMap { module in
      module.descriptor.slots.flatMap { slot in
        slot.variants.filter { $0.kind == kind }.map { "\(module.descriptor.name).\(slot.name) (\($0.name))" }
      }
    }
    return slots.isEmpty ? "" : "offered by " + slots.joined(separator: ", ")
  }
}
