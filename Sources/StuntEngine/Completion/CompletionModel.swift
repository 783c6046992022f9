import StuntKit

/// Completion of the word before the cursor: command names, modules, inputs, slots,
/// variants, stub methods, fields, state paths, terms and file paths, depending on the
/// command and the argument's position.
public struct CompletionModel: Sendable {
  let commands: [CommandConfiguration]
  let modules: [String]
  let loaded: ModuleDescriptor?
  /// The `explain` topics of every module, loaded or not.
  let topics: [String]
  let statePaths: [String]
  /// Object doubles made so far (`LoggedInRoutingMock#1`) with their methods.
  var objectDoubles: [ObjectDouble] = []

  /// Completes nothing: what Tab offers when no model could be made.
  public static let empty = CompletionModel(commands: [], modules: [], loaded: nil, topics: [], statePaths: [])

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
    // What each form of the command could take next, given the words before the cursor.
    // Each word as the lexer reads it, so `number=0` is the name=value it will be.
    let typed = words.dropFirst().map { word in (try? Lexer.split(word))?.first ?? Token(word) }
    var candidates: [String] = []
    let matches = command.forms.map { FormMatch($0, typed) }
    // As when the line runs: a form whose verb was typed wins over one that reads it as a value.
    let mostVerbs = matches.map(\.verbs).max() ?? 0
    for match in matches where match.verbs == mostVerbs {
      for argument in match.next {
        candidates += argument.kind.isPath ? PathCompleter.candidates(for: prefix) : names(argument, match.bound)
      }
    }
    return Completion(prefix: prefix, candidates: matching(candidates, prefix))
  }

  private func names(_ argument: Argument, _ bound: [String: [Token]]) -> [String] {
    func typed(_ argument: Argument) -> String? { bound[argument.name]?.first?.text }
    switch argument.role {
    case .verb, .flag: return [argument.name]
    default: break
    }
    switch argument.kind {
    case .none, .path:
      return []
    case .command:
      return commands.map(\.name)
    case .module:
      return modules
    case .input:
      return loaded?.inputs.map(\.name) ?? []
    case .inputArgument(let input):
      return loaded?.input(named: typed(input) ?? "")?.parameters.map { $0.name + "=" } ?? []
    case .slot:
      return loaded?.slots.map(\.name) ?? []
    case .variant(let slot):
      return loaded?.slot(named: typed(slot) ?? "")?.variants.map(\.name) ?? []
    case .variantOption(let slot, let variant):
      let chosen = loaded?.slot(named: typed(slot) ?? "")?.variant(named: typed(variant) ?? "")
      return chosen?.options.map { $0.key + "=" } ?? []
    case .double:
      return doubleNames
    case .doubleOrMethod:
      return doubleNames + slotMethods
    case .method:
      return slotMethods
    case .methodArgument(let target):
      return methods(of: typed(target) ?? "").map { $0.name + "=" }
    case .callCount:
      return CallCount.words
    case .field:
      return loaded?.fields.map { $0.name.split(separator: ".").last.map(String.init) ?? $0.name } ?? []
    case .statePath:
      return statePaths
    case .expectSubject:
      guard loaded != nil else { return [] }
      return ExpectCommand.Subject.allCases.map(\.rawValue) + slotMethods.map { ExpectCommand.callsPrefix + $0 }
        + (loaded?.slots.map { ExpectCommand.usePrefix + $0.name } ?? []) + statePaths
    case .term:
      return DoubleKind.allCases.map(\.rawValue) + topics + modules
    case .choice(let words):
      return words
    }
  }

  /// Slots and the object doubles made so far.
  private var doubleNames: [String] {
    (loaded?.slots.map(\.name) ?? []) + objectDoubles.map(\.name)
  }

  /// The parameters of `numberFact.fetch` or `LoggedInRoutingMock#1.load`.
  private func methods(of target: String) -> [ParameterDescriptor] {
    guard let dot = target.lastIndex(of: ".") else { return [] }
    let double = String(target[..<dot])
    let method = String(target[target.index(after: dot)...])
    let methods = loaded?.slot(named: double)?.methods ?? objectDoubles.first { $0.name == double }?.methods ?? []
    return methods.first { $0.name == method }?.parameters ?? []
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
