import Foundation
import PackagePlugin

/// Applied to a sandbox target (`plugins: [.plugin(name: "StuntDoubles", package: "Stunt")]`):
/// the doubles of every protocol the target's files name (`NetworkServiceDoubles`), generated
/// from the protocol's source in the package's dependencies, into `GeneratedDoubles.swift`,
/// which the target compiles with its own files.
///
/// It is a build command, not a prebuild one: SwiftPM runs it again only when one of its inputs
/// changed, and the inputs are every file it reads, so adding or removing a method of a
/// protocol regenerates the doubles on the next build, and a build where nothing changed runs
/// nothing.
@main
struct StuntDoubles: BuildToolPlugin {
  /// The tool, and the mark of Stunt's own package, whose modules are not the user's.
  static let generator = "stunt-generate"

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let sandbox = target as? SourceModuleTarget else { return [] }
    let uses = sandbox.sourceFiles(withSuffix: "swift").map(\.url)
    var arguments = ["doubles", "--output", output(context).path, "--uses"] + uses.map(\.path)
    var inputs = uses
    for module in Self.userModules(of: context.package) {
      let files = module.sourceFiles(withSuffix: "swift").map(\.url)
      arguments += ["--module", module.moduleName] + files.map(\.path)
      inputs += files
    }
    return [
      .buildCommand(
        displayName: "Generating the doubles \(target.name) names",
        executable: try context.tool(named: Self.generator).url,
        arguments: arguments, inputFiles: inputs, outputFiles: [output(context)])
    ]
  }

  private func output(_ context: PluginContext) -> URL {
    context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedDoubles.swift")
  }

  /// The Swift library modules of the package's dependencies, Stunt's own left out, in the
  /// order the manifest lists them.
  static func userModules(of package: Package) -> [SwiftSourceModuleTarget] {
    package.dependencies.map(\.package)
      .filter { dependency in !dependency.targets.contains { $0.name == generator } }
      .flatMap(\.targets)
      .compactMap { $0 as? SwiftSourceModuleTarget }
      .filter { $0.kind == .generic }
  }
}
