/// Picks the form of a command a line takes, or says in one line why it takes none: the
/// argument that is missing, the word too many, the verb it probably meant.
enum ArgumentMatcher {
  static func match(_ tokens: [Token], _ configuration: CommandConfiguration) throws(CommandError) -> (CommandForm, Arguments) {
    let name = configuration.name
    let matches = configuration.forms.map { FormMatch($0, tokens) }
    let mostVerbs = matches.map(\.verbs).max() ?? 0
    let best = matches.filter { $0.verbs == mostVerbs }
    if let fit = best.first(where: { $0.misfit == nil }) {
      return (fit.form, Arguments(fit.bound, usage: fit.form.usage(name)))
    }
    let verbMisses = best.compactMap { match -> (word: Token, verb: Argument, at: Int)? in
      if case .notTheVerb(let token, let verb) = match.misfit { return (token, verb, match.fitted) }
      return nil
    }
    let missingVerbs = best.compactMap { match -> Argument? in
      if case .missing(let argument) = match.misfit, argument.role == .verb { return argument }
      return nil
    }
    let usage = best.map { $0.form.usage(name) }.joined(separator: " | ")
    if !missingVerbs.isEmpty, missingVerbs.count == best.count {
      throw CommandError("missing " + listed(missingVerbs.map(\.name)) + " — usage: " + usage)
    }
    if let first = verbMisses.first {
      let names = verbMisses.map(\.verb.name)
      // A misspelt verb, or a word where only verbs may stand: say which verbs there are.
      if Suggestion.closest(to: first.word.text, in: names) != nil || best.allSatisfy({ $0.fitted == first.at }) {
        throw Suggestion.unknown("\(name) verb", first.word.typed, among: names)
      }
    }
    guard let furthest = best.max(by: { $0.fitted < $1.fitted }) else { throw CommandError("\(name) takes no arguments") }
    // Forms that stopped at the same word all show their usage: `stub` alone lists all three.
    let alike = best.filter { $0.fitted == furthest.fitted }.map { $0.form.usage(name) }
    throw message(furthest, name, usage: " — usage: " + alike.joined(separator: " | "))
  }

  private static func message(_ match: FormMatch, _ name: String, usage: String) -> CommandError {
    switch match.misfit {
    case .missing(let argument)?:
      return CommandError("missing \(argument.name)" + usage)
    case .tooFew(let argument, let least)?:
      let verbs = match.form.positional.prefix { $0.role == .verb }.map(\.name)
      return CommandError(([name] + verbs).joined(separator: " ") + " takes \(least) or more \(argument.placeholder)" + usage)
    case .extra(let token)?:
      return CommandError("unexpected argument '\(token.typed)'" + usage)
    case .notAChoice(let token, let argument, let choices)?:
      return Suggestion.unknown(argument.name, token.typed, among: choices)
    case .notTheVerb(let token, let verb)?:
      return Suggestion.unknown("\(name) verb", token.typed, among: [verb.name])
    case nil:
      return CommandError("unexpected arguments" + usage)
    }
  }

  /// `returns, throws or clear`
  private static func listed(_ names: [String]) -> String {
    names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }
}
