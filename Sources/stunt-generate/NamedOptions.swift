import Foundation
import StuntGeneratorInterface
import StuntSandboxGeneration

/// `--name value` options and the words between them, read by hand (`sandbox`, `names`).
struct NamedOptions {
  private(set) var values: [GeneratorInterface.Option: String] = [:]
  private(set) var words: [String] = []

  /// What is wrong with the arguments: an option with no value, or one neither subcommand has.
  struct Problem: Error {
    let message: String
  }

  init(_ arguments: [String]) throws(Problem) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      guard argument.hasPrefix("--") else {
        words.append(argument)
        continue
      }
      guard let option = GeneratorInterface.Option(rawValue: String(argument.dropFirst(2))) else {
        throw Problem(message: "unknown option '\(argument)'")
      }
      guard let value = rest.popFirst() else { throw Problem(message: "\(argument) has no value") }
      values[option] = value
    }
  }

  subscript(_ option: GeneratorInterface.Option) -> String? { values[option] }

  /// The package's folder: `--package`, else the current one.
  var package: String { values[.package] ?? "." }

  /// The sandbox's folder: `--into`, else `StuntSandbox` in the package's folder.
  var sandboxFolder: URL {
    URL(fileURLWithPath: values[.into] ?? (package as NSString).appendingPathComponent(SandboxWriter.defaultFolder))
  }
}
