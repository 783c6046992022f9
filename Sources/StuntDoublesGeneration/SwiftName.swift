/// Names as Swift code spells them, and the plain identifiers Stunt makes of them.
///
/// A name is read as declared, which Swift 6.2 lets be anything between backticks (a raw
/// identifier: `` `two words` ``, `` `../escape` ``). Code that names the declaration spells it
/// with `escaped`; what Stunt derives from it (a module's type, its file and session, an input,
/// a slot) takes `plain`, letters, digits and `_` only, so no name makes a path that leaves its
/// folder or code that does not parse.
public enum SwiftName {
  private static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let",
    "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
    "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch",
    "where", "while", "as", "Any", "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try",
  ]

  /// `default` as `` `default` ``, `two words` as `` `two words` ``; a plain name as it is.
  public static func escaped(_ name: String) -> String {
    let name = bare(name)
    return keywords.contains(name) || !isPlain(name) ? "`\(name)`" : name
  }

  /// The name without the backticks it was declared with: `default` for `` `default` ``.
  public static func bare(_ name: String) -> String {
    name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
  }

  /// Whether Swift takes the name without backticks (keywords aside): a letter or `_`, then
  /// letters, digits and `_`.
  public static func isPlain(_ name: String) -> Bool {
    guard let first = name.first, first.isLetter || first == "_" else { return false }
    return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// A plain identifier made of the name's letters, digits and `_`, its words joined in camel
  /// case: `twoWords` for `` `two words` ``, `escape` for `` `../../escape` ``, the name itself
  /// when it is plain; "" when it has no letter.
  public static func plain(_ name: String) -> String {
    let name = bare(name)
    if isPlain(name) { return name }
    let words = name.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    var joined = words.enumerated().map { $0.offset == 0 ? $0.element : upperCamel($0.element) }.joined()
    while let first = joined.first, !(first.isLetter || first == "_") { joined.removeFirst() }
    return joined
  }

  /// `Greeter` as `greeter`, `URLLoader` as `urlLoader`.
  public static func lowerCamel(_ name: String) -> String {
    let upper = name.prefix { $0.isUppercase }
    guard upper.count > 1, upper.count < name.count else { return name.prefix(1).lowercased() + name.dropFirst() }
    return upper.dropLast().lowercased() + name.dropFirst(upper.count - 1)
  }

  /// `greet` as `Greet`.
  public static func upperCamel(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }

  /// `DataManager` as `data-manager`, `URLLoader` as `url-loader`: the name `load` takes.
  public static func kebab(_ name: String) -> String {
    var words: [String] = []
    var current = ""
    let characters = Array(name)
    for (index, character) in characters.enumerated() {
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let previous = index > 0 ? characters[index - 1] : nil
      if character.isUppercase, !current.isEmpty,
        previous?.isLowercase == true || previous?.isNumber == true || (next?.isLowercase == true && previous?.isUppercase == true)
      {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.lowercased() }.joined(separator: "-")
  }
}
