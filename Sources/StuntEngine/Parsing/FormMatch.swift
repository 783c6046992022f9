/// How far a line's words fit one form of a command: what each argument took, and where and
/// why the words stopped fitting. `ArgumentMatcher` picks a form from these; completion asks
/// what may come next.
struct FormMatch {
  enum Misfit {
    /// A word where the form wants a verb.
    case notTheVerb(Token, wanted: Argument)
    case missing(Argument)
    case tooFew(Argument, atLeast: Int)
    case extra(Token)
    case notAChoice(Token, of: Argument, choices: [String])
  }

  let form: CommandForm
  private(set) var bound: [String: [Token]] = [:]
  /// Verbs that matched: a form whose verb was typed wins over one that reads it as a value.
  private(set) var verbs = 0
  /// Positional words that fitted before a misfit.
  private(set) var fitted = 0
  private(set) var misfit: Misfit?
  /// The arguments that may take the word after the last one (for completion).
  private(set) var next: [Argument] = []

  init(_ form: CommandForm, _ tokens: [Token]) {
    self.form = form
    var positional: [Token] = []
    for token in tokens {
      if !token.isQuoted, let flag = form.flags.first(where: { $0.name == token.text }) {
        bound[flag.name, default: []].append(token)
      } else {
        positional.append(token)
      }
    }
    fit(positional)
    if misfit == nil || isMissingOnly { next += form.flags.filter { bound[$0.name] == nil } }
  }

  private var isMissingOnly: Bool {
    switch misfit {
    case .missing, .tooFew: true
    default: false
    }
  }

  private mutating func fit(_ tokens: [Token]) {
    for argument in form.positional {
      guard fitted < tokens.count else {
        next.append(argument)
        switch argument.role {
        case .verb, .one: misfit = .missing(argument)
        case .repeated(let least) where least > 0: misfit = .tooFew(argument, atLeast: least)
        default: continue
        }
        return
      }
      let token = tokens[fitted]
      switch argument.role {
      case .verb:
        guard token.text == argument.name, !token.isQuoted else {
          misfit = .notTheVerb(token, wanted: argument)
          return
        }
        verbs += 1
        take(token, for: argument)
      case .one, .optional, .flag:
        guard take(token, for: argument) else { return }
      case .options:
        while fitted < tokens.count, tokens[fitted].option != nil {
          guard take(tokens[fitted], for: argument) else { return }
        }
        // Another may follow the last word typed.
        if fitted == tokens.count { next.append(argument) }
      case .repeated(let least):
        for token in tokens[fitted...] {
          guard take(token, for: argument) else { return }
        }
        next.append(argument)
        if (bound[argument.name]?.count ?? 0) < least {
          misfit = .tooFew(argument, atLeast: least)
        }
        return
      }
    }
    if fitted < tokens.count { misfit = .extra(tokens[fitted]) }
  }

  /// Binds the word, unless the argument is a choice the word is not one of.
  @discardableResult
  private mutating func take(_ token: Token, for argument: Argument) -> Bool {
    if case .choice(let words) = argument.kind, !words.contains(token.text) {
      misfit = .notAChoice(token, of: argument, choices: words)
      return false
    }
    bound[argument.name, default: []].append(token)
    fitted += 1
    return true
  }
}
