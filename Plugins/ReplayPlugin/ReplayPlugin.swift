import Foundation
import PackagePlugin

/// `swift package replay [paths] [options]`: runs `stunt replay` over the package's
/// `Samples/` (or the paths given), from the package's folder.
@main
struct ReplayPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let stunt = try context.tool(named: "stunt")
    let process = Process()
    process.executableURL = stunt.url
    process.arguments = ["replay"] + (arguments.contains { !$0.hasPrefix("-") } ? arguments : arguments + ["Samples"])
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      Diagnostics.error("stunt replay exited with \(process.terminationStatus)")
      throw ReplayFailed()
    }
  }
}

struct ReplayFailed: Error, CustomStringConvertible {
  var description: String { "some sessions did not replay green" }
}
