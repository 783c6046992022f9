/// How `stunt` asks `stunt-generate` for the code it writes: the program, its subcommands and
/// their options, declared once for the side that asks and the side that answers. (It is its own
/// target, with nothing in it but this, so `stunt` links no swift-syntax to name them.)
public enum GeneratorInterface {
  /// The program, beside `stunt` or in `libexec/stunt/`.
  public static let program = "stunt-generate"
  /// Where `stunt sandbox` records the generator it runs, in the sandbox's folder: a symbolic
  /// link the StuntDoubles build plugin runs when the sandbox does not build one (it depends on
  /// Stunt without the `Generator` trait), so `swift build` and `swift test` there work alone.
  public static let recordedPath = ".build/stunt-generate"

  public enum Subcommand: String, CaseIterable, Sendable {
    /// The doubles a sandbox target names (the StuntDoubles build plugin).
    case doubles
    /// Writes or extends a sandbox package.
    case sandbox
    /// What `sandbox` names: the folder, the executable, each type's module and first session.
    case names
    /// Brings a sandbox an earlier Stunt wrote up to date, saying what it changed.
    case upgrade
  }

  /// The `--name value` options of `sandbox` and `names`.
  public enum Option: String, CaseIterable, Sendable {
    case package, into, stunt, command
  }

  /// `[subcommand, --option, value, ..., words...]`, options in their declared order.
  public static func arguments(_ subcommand: Subcommand, _ options: [Option: String], _ words: [String] = []) -> [String] {
    [subcommand.rawValue] + Option.allCases.flatMap { option in options[option].map { ["--" + option.rawValue, $0] } ?? [] } + words
  }
}
