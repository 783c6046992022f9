/// `--name value` options and the words between them, read by hand (`sandbox`, `names`).
struct NamedOptions {
  private(set) var values: [String: String] = [:]
  private(set) var words: [String] = []

  /// nil when an option has no value.
  init?(_ arguments: [String]) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      guard argument.hasPrefix("--") else {
        words.append(argument)
        continue
      }
      guard let value = rest.popFirst() else { return nil }
      values[String(argument.dropFirst(2))] = value
    }
  }

  subscript(_ name: String) -> String? { values[name] }
}
