import Foundation
import PackagePlugin

/// `swift package replay [paths] [options]`: runs `stunt replay` over the package's
/// `Samples/` (or the paths given), from the package's folder. Expectations are not rewritten
/// unless `--update=...` is given, since a plugin may not have permission to write.
@main
struct ReplayPlugin: CommandPlugin {
  /// Options of `stunt replay` that take a value, so their values are not taken for paths.
  static let valued: Set<String> = ["-j", "--jobs", "--shard", "--timeout", "--update", "--junit"]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let stunt = try context.tool(named: "stunt")
    var given = arguments
    if !given.contains(where: { $0.hasPrefix("--update") }) { given.append("--update=never") }
    let process = Process()
    process.executableURL = stunt.url
    process.arguments = ["replay"] + given + (Self.namesPaths(arguments) ? [] : ["Samples"])
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      Diagnostics.error("stunt replay exited with \(process.terminationStatus)")
      throw ReplayFailed()
    }
  }

  static func namesPaths(_ arguments: [String]) -> Bool {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if valued.contains(argument) {
        index += 2
        continue
      }
      if !argument.hasPrefix("-") { return true }
      index += 1
    }
    return false
  }
}
