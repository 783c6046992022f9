/// `doubles --output FILE --uses FILE... --module NAME FILE... [--module NAME FILE...]`, read by
/// hand: each option takes the words up to the next option; `--module`'s first word is the
/// module's name.
struct DoublesArguments {
  static let usage = "stunt-generate doubles --output FILE --uses FILE... --module NAME FILE... [--module NAME FILE...]"

  let output: String
  let uses: [String]
  let modules: [(name: String, files: [String])]

  /// The arguments, or what is wrong with them.
  init(_ words: [String]) throws(UsageError) {
    var outputs: [String] = []
    var uses: [String]?
    var modules: [(name: String?, files: [String])] = []
    var option: String?
    for word in words {
      if word.hasPrefix("--") {
        switch word {
        case "--output": break
        case "--uses":
          guard uses == nil else { throw UsageError("--uses is given twice") }
          uses = []
        case "--module": modules.append((nil, []))
        default: throw UsageError("unknown option '\(word)'")
        }
        option = word
        continue
      }
      switch option {
      case "--output": outputs.append(word)
      case "--uses": uses?.append(word)
      case "--module":
        if let last = modules.indices.last, modules[last].name == nil {
          modules[last].name = word
        } else if let last = modules.indices.last {
          modules[last].files.append(word)
        }
      default: throw UsageError("'\(word)' comes before any option")
      }
    }
    guard outputs.count == 1, let output = outputs.first else { throw UsageError("--output takes one file") }
    guard let uses else { throw UsageError("--uses is missing (it may list no file)") }
    self.output = output
    self.uses = uses
    self.modules = try modules.map { module throws(UsageError) in
      guard let name = module.name else { throw UsageError("--module needs the module's name before its files") }
      return (name, module.files)
    }
  }
}
