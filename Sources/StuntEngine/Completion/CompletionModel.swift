import StuntKit

/// Completion of the word before the cursor: command names, modules, inputs, slots,
/// variants, stub methods, fields, state paths, terms and file paths, depending on the
/// command and the argument's position.
public struct CompletionModel: Sendable {
  let commands: [CommandConfiguration]
  let modules: [String]
  let loaded: ModuleDescriptor?
  let statePaths: [String]
  /// Object doubles made so far (`LoggedInRoutingMock#1`) with their methods.
  var objectDoubles: [ObjectDouble] = []

  /// - Parameter cursor: a character offset into `line`.
  public func complete(_ line: String, cursor: Int) -> Completion {
    let before = String(line.prefix(cursor))
    var words = before.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let prefix = before.last == " " || before.isEmpty ? "" : (words.popLast() ?? "")
    guard let name = words.first else {
      return Completion(prefix: prefix, candidates: matching(commands.flatMap { [$0.name] + $0.aliases }, prefix))
    }
    guard let command = commands.first(where: { $0.name == name || $0.aliases.contains(name) }) else {
      return Completion(prefix: prefix, candidates: [])
    }
    let position = words.count - 1
    let arguments = Array(words.dropFirst())
    guard position < command.completion.count else {
      return Completion(prefix: prefix, candidates: optionKeys(command, arguments, prefix))
    }
    switch command.completion[position] {
    case .path:
      return Completion(prefix: prefix, candidates: PathCompleter.candidates(for: prefix))
    case .words(let words):
      return Completion(prefix: prefix, candidates: matching(words, prefix))
    case let kind:
      return Completion(prefix: prefix, candidates: matching(names(kind, arguments), prefix))
    }
  }

  private func names(_ kind: ArgumentKind, _ arguments: [String]) -> [String] {
    switch kind {
    case .command:
      return commands.map(\.name)
    case .module:
      return modules
    case .input:
      return loaded?.inputs.map(\.name) ?? []
    case .slot:
      return loaded?.slots.map(\.name) ?? []
    case .variant(let index):
      guard index < arguments.count, let slot = loaded?.slot(named: arguments[index]) else { return [] }
      return slot.variants.map(\.name)
    case .slotMethod:
      return slotMethods
    case .slotOrMethod:
      return (loaded?.slots.map(\.name) ?? []) + objectDoubles.map(\.name) + slotMethods
    case .field:
      return loaded?.fields.map { $0.name.split(separator: ".").last.map(String.init) ?? $0.name } ?? []
    case .statePath:
      return statePaths
    case .expectSubject:
      guard loaded != nil else { return [] }
      return ["alert", "effects"] + slotMethods.map { "calls." + $0 } + statePaths
    case .term:
      return DoubleKind.allCases.map(\.rawValue) + (loaded?.topics.map(\.name) ?? [])
    case .path, .words:
      return []
    }
  }

  /// `key=` for the options of the variant named in `use <slot> <variant>`.
  private func optionKeys(_ command: CommandConfiguration, _ arguments: [String], _ prefix: String) -> [String] {
    guard command.name == "use", arguments.count >= 2,
      let variant = loaded?.slot(named: arguments[0])?.variant(named: arguments[1])
    else { return [] }
    return matching(variant.options.map { $0.key + "=" }, prefix)
  }

  /// `numberFact.fetch`, and the methods of object doubles (`LoggedInRoutingMock#1.load`).
  private var slotMethods: [String] {
    (loaded?.slots.flatMap { slot in slot.methods.map { "\(slot.name).\($0.name)" } } ?? [])
      + objectDoubles.flatMap { double in double.methods.map { "\(double.name).\($0.name)" } }
  }

  private func matching(_ names: [String], _ prefix: String) -> [String] {
    Array(Set(names.filter { $0.hasPrefix(prefix) })).sorted()
  }
}
