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
    let stunt = try Self.buildStunt(packageManager)
    var given = arguments
    if !given.contains(where: { $0.hasPrefix("--update") }) { given.append("--update=never") }
    let process = Process()
    process.executableURL = stunt
    process.arguments = ["replay"] + given + (Self.namesPaths(arguments) ? [] : ["Samples"])
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      Diagnostics.error("stunt replay exited with \(process.terminationStatus)")
      throw ReplayFailed()
    }
  }

  /// `stunt`, built in the package's debug build (up to date after `swift build`). Not a tool of
  /// this plugin: a tool is built a second time, for the host, with everything it links, which
  /// doubled the time of every `swift build` of this package.
  static func buildStunt(_ packageManager: PackageManager) throws -> URL {
    let result = try packageManager.build(.product("stunt"), parameters: .init(configuration: .debug, logging: .concise))
    guard result.succeeded, let built = result.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "stunt" }) else {
      Diagnostics.error(result.logText)
      throw ReplayFailed(description: "stunt did not build")
    }
    return built.url
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
