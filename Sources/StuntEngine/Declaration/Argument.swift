/// One word a command takes, declared once: the name usage and errors show, what completes it
/// and how many words it takes. A command reads what was typed through the same value
/// (`arguments[Self.slot]`), so a usage line cannot name an argument the command does not read.
struct Argument: Sendable, ExpressibleByStringLiteral {
  enum Role: Sendable, Equatable {
    /// A fixed word that picks a form: `order` in `verify order`, `returns` in `stub`.
    case verb
    case one
    case optional
    /// The rest of the line, at least this many words.
    case repeated(atLeast: Int)
    /// As many `name=value` words as follow, none too: `number=0` in `stub numberFact.fetch
    /// number=0 returns "zero"`.
    case options
    /// A fixed word that may appear anywhere or not at all: `--force`.
    case flag
  }

  let name: String
  let kind: ArgumentKind
  let role: Role

  private init(_ name: String, _ kind: ArgumentKind, _ role: Role) {
    self.name = name
    self.kind = kind
    self.role = role
  }

  /// A verb: `"order"`.
  init(stringLiteral verb: String) {
    self.init(verb, .none, .verb)
  }

  static func one(_ name: String, _ kind: ArgumentKind = .none) -> Argument {
    Argument(name, kind, .one)
  }

  static func optional(_ name: String, _ kind: ArgumentKind = .none) -> Argument {
    Argument(name, kind, .optional)
  }

  static func repeated(_ name: String, _ kind: ArgumentKind = .none, atLeast: Int = 0) -> Argument {
    Argument(name, kind, .repeated(atLeast: atLeast))
  }

  static func options(_ name: String, _ kind: ArgumentKind = .none) -> Argument {
    Argument(name, kind, .options)
  }

  static func flag(_ name: String) -> Argument {
    Argument(name, .none, .flag)
  }

  /// `<slot>`; a name that already shows its shape (`<slot>.<method>`, `"message"`) as written.
  var placeholder: String {
    name.contains("<") || name.contains("\"") ? name : "<\(name)>"
  }

  /// How the usage line shows it: `order`, `<slot>`, `[slot]`, `[key=value ...]`,
  /// `<slot>.<method> <slot>.<method> ...`, `[--force]`.
  var usage: String {
    switch role {
    case .verb: return name
    case .one: return placeholder
    case .optional, .flag: return "[\(name)]"
    case .options: return "[\(name) ...]"
    case .repeated(let least) where least == 0: return "[\(name) ...]"
    case .repeated(let least): return Array(repeating: placeholder, count: least).joined(separator: " ") + " ..."
    }
  }
}
