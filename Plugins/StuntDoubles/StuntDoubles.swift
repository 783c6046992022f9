import Foundation
import PackagePlugin

/// Applied to a sandbox target (`plugins: [.plugin(name: "StuntDoubles", package: "Stunt")]`):
/// the doubles of every protocol the target's files name (`NetworkServiceDoubles`), generated
/// from the protocol's source in the package's dependencies, into `GeneratedDoubles.swift`,
/// which the target compiles with its own files.
///
/// It is a build command, not a prebuild one: SwiftPM runs it again only when one of its inputs
/// changed, and the inputs are every file it reads (and the generator itself), so adding or
/// removing a method of a protocol regenerates the doubles on the next build, and a build where
/// nothing changed runs nothing.
@main
struct StuntDoubles: BuildToolPlugin {
  /// The tool, and the mark of Stunt's own package, whose modules are not the user's.
  static let generator = "stunt-generate"
  /// Where `stunt sandbox` records the generator it ran (a symbolic link), in the sandbox's
  /// folder: `StuntSandbox/.build/stunt-generate` (SandboxBuild.generatorLink says the same).
  static let recordedGenerator = ".build/stunt-generate"
  /// A generator named by the environment instead.
  static let environmentVariable = "STUNT_GENERATE"

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let sandbox = target as? SourceModuleTarget else { return [] }
    let uses = sandbox.sourceFiles(withSuffix: "swift").map(\.url)
    var arguments = ["doubles", "--output", output(context).path, "--uses"] + uses.map(\.path)
    let generator = try Self.generator(context)
    var inputs = uses + [generator]
    for module in Self.userModules(of: context.package) {
      let files = module.sourceFiles(withSuffix: "swift").map(\.url)
      arguments += ["--module", module.moduleName] + files.map(\.path)
      inputs += files
    }
    return [
      .buildCommand(
        displayName: "Generating the doubles \(target.name) names",
        executable: generator, arguments: arguments, inputFiles: inputs, outputFiles: [output(context)])
    ]
  }

  private func output(_ context: PluginContext) -> URL {
    context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedDoubles.swift")
  }

  /// `stunt-generate`: built from source where the package enables Stunt's `Generator` trait,
  /// else the one the environment names, the one `stunt sandbox` recorded, or one on `PATH`
  /// (itself, or beside a `stunt` there, in `libexec/stunt/` as `make install` puts it). Stunt's
  /// own generator, not compiled again: swift-syntax would be half of a sandbox's first build.
  static func generator(_ context: PluginContext) throws -> URL {
    if let built = try? context.tool(named: generator) { return built.url }
    let environment = ProcessInfo.processInfo.environment
    var candidates: [URL] = []
    if let named = environment[environmentVariable], !named.isEmpty { candidates.append(URL(fileURLWithPath: named)) }
    candidates.append(context.package.directoryURL.appendingPathComponent(recordedGenerator))
    for folder in (environment["PATH"] ?? "").split(separator: ":").map({ URL(fileURLWithPath: String($0)) }) {
      candidates.append(folder.appendingPathComponent(generator))
      let stunt = folder.appendingPathComponent("stunt").resolvingSymlinksInPath()
      if FileManager.default.isExecutableFile(atPath: stunt.path) {
        let installed = stunt.deletingLastPathComponent()
        candidates += [
          installed.appendingPathComponent(generator),
          installed.deletingLastPathComponent().appendingPathComponent("libexec/stunt/\(generator)"),
        ]
      }
    }
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
      throw GeneratorNotFound()
    }
    return found.resolvingSymlinksInPath()
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

struct GeneratorNotFound: Error, CustomStringConvertible {
  var description: String {
    """
    \(StuntDoubles.generator), which writes the doubles, was not found: run `stunt sandbox` once in your \
    package's folder (it records its own in \(StuntDoubles.recordedGenerator)), put \(StuntDoubles.generator) \
    or stunt on PATH, set \(StuntDoubles.environmentVariable) to its path, or depend on Stunt with \
    traits: ["Generator"] to build it from source
    """
  }
}
