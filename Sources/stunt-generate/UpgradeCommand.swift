import Foundation
import StuntGeneratorInterface
import StuntSandboxGeneration

/// `stunt-generate upgrade --package DIR [--into DIR]`: brings a sandbox an earlier Stunt wrote up
/// to date (`SandboxUpgrade`), printing one line per change; nothing when there is none. `stunt
/// sandbox` runs it before each build: it reads one file, so it costs nothing when up to date.
enum UpgradeCommand {
  static func run(_ arguments: [String]) -> Int32 {
    let options: NamedOptions
    do { options = try NamedOptions(arguments) } catch {
      StandardError.write("error: \(error.message) — usage: stunt-generate upgrade --package DIR [--into DIR]")
      return 2
    }
    do {
      for line in try SandboxUpgrade(folder: options.sandboxFolder).apply() { print(line) }
      return 0
    } catch {
      StandardError.write("error: \(error.message)")
      return 2
    }
  }
}
