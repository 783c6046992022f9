import Foundation
import StuntGeneratorInterface
import StuntSandboxGeneration

/// `stunt-generate upgrade --package DIR [--into DIR]`: brings a sandbox an earlier Stunt wrote up
/// to date (`SandboxUpgrade`), printing one line per change; nothing when there is none. `stunt
/// sandbox` runs it before each build: it reads one file, so it costs nothing when up to date.
enum UpgradeCommand {
  static let usage = "stunt-generate upgrade --package DIR [--into DIR]"

  static func run(_ arguments: [String]) -> Int32 {
    let options: NamedOptions
    do { options = try NamedOptions(arguments) } catch {
      StandardError.write("error: \(error.message) — usage: \(usage)")
      return ExitStatus.refused.rawValue
    }
    do {
      for line in try SandboxUpgrade(folder: options.sandboxFolder).apply() { print(line) }
      return ExitStatus.done.rawValue
    } catch {
      StandardError.write("error: \(error.message)")
      return ExitStatus.refused.rawValue
    }
  }
}
