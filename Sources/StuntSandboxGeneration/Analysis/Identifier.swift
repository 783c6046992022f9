/// Names as Swift code spells them.
enum Identifier {
  private static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let",
    "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
    "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch",
    "where", "while", "as", "Any", "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try",
  ]

  /// `default` as `` `default` ``.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// `Greeter` as `greeter`, `URLLoader` as `urlLoader`.
  static func lowerCamel(_ name: String) -> String {
    let upper = name.prefix { $0.isUppercase }
    guard upper.count > 1, upper.count < name.count else { return name.prefix(1).lowercased() + name.dropFirst() }
    return upper.dropLast().lowercased() + name.dropFirst(upper.count - 1)
  }

  /// `greet` as `Greet`.
  static func upperCamel(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }

  /// `DataManager` as `data-manager`, `URLLoader` as `url-loader`: the name `load` takes.
  static func kebab(_ name: String) -> String {
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
