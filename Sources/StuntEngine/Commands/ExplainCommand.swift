import StuntKit

struct ExplainCommand: ReplCommand {
  static let term = Argument.optional("term", .term)

  static let configuration = CommandConfiguration(
    name: "explain",
    summary: "what a dummy / stub / spy / mock / fake / real dependency is, and which slots offer it",
    forms: [CommandForm(term, run: run)],
    examples: ["explain spy", "explain fake"]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let topics = context.sandbox.loaded?.descriptor.topics ?? []
    guard let term = arguments[Self.term]?.text else {
      context.print("terms: " + DoubleKind.allCases.map(\.rawValue).joined(separator: ", "))
      if !topics.isEmpty {
        context.print("\(context.sandbox.loaded?.name ?? "this module") also explains: " + topics.map(\.name).joined(separator: ", "))
      }
      context.print("a test double stands in for a dependency in a test, as a stunt double stands in for an actor")
      return
    }
    if let topic = topics.first(where: { $0.name == term }) {
      context.print(topic.lines)
      return
    }
    guard let kind = DoubleKind(rawValue: term.lowercased()) else {
      throw Suggestion.unknown("term", term, among: DoubleKind.allCases.map(\.rawValue) + topics.map(\.name))
    }
    context.print(kind.explanation)
    let offers = offering(kind, context.sandbox)
    context.print(offers.isEmpty ? "no slot here offers a \(kind.rawValue)" : offers)
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
