import Foundation
import PackagePlugin

/// `swift package stunt replay [paths] [options]`, in a package that depends on Stunt: builds
/// the package's plugin executables (those that depend on `StuntPlugin`) and Stunt's `stunt`,
/// in the package's own debug build, and replays with each plugin as a `--plugin`.
///
/// `swift package stunt` alone cannot be the REPL: SwiftPM runs a command plugin without the
/// user's terminal (its input is not the user's, and its children are not in the terminal's
/// foreground), so it builds the same executables and prints the command that is interactive.
/// Stunt is not a tool of this plugin: it would be built a second time, for the host.
@main
struct StuntCommandPlugin: CommandPlugin {
  /// Stunt's executable, built from the package's dependency on Stunt, and never one of the
  /// plugins it loads.
  static let host = "stunt"

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let root = context.package.directoryURL
    var plugins: [String] = []
    // `stunt` itself hosts plugins; it is not one.
    for product in context.package.products(ofType: ExecutableProduct.self)
    where product.name != Self.host && Self.servesModules(product.mainTarget) {
      plugins += ["--plugin", Self.relative(try build(product.name), to: root)]
    }
    let stunt = try build(Self.host)
    guard arguments.first == "replay" else {
      let command = ([Self.relative(stunt, to: root)] + plugins + arguments).joined(separator: " ")
      print(
        """
        `swift package` runs its plugins without your terminal, so the REPL cannot be interactive here.
        Built; from \(context.package.displayName)'s folder, run:
          \(command)
        """)
      throw StuntCommandFailed(description: "the REPL needs a terminal: run the command above")
    }
    let process = Process()
    process.executableURL = stunt
    process.arguments = ["replay"] + plugins + Array(arguments.dropFirst())
    process.currentDirectoryURL = root
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw StuntCommandFailed(description: "stunt replay exited with \(process.terminationStatus)")
    }
  }

  /// Builds a product (the package's own, or a dependency's) in the package's debug build.
  private func build(_ product: String) throws -> URL {
    let result = try packageManager.build(.product(product), parameters: .init(configuration: .debug, logging: .concise))
    // The product itself, not its host-tool twin (`stunt-tool`) that another plugin may build.
    let executables = result.builtArtifacts.filter { $0.kind == .executable }
    guard result.succeeded, let built = executables.first(where: { $0.url.lastPathComponent == product }) ?? executables.first else {
      Diagnostics.error(result.logText)
      throw StuntCommandFailed(description: "building \(product) failed")
    }
    return built.url
  }

  /// `.build/…/debug/stunt`, from the package's folder: the commands it prints work from there.
  static func relative(_ url: URL, to root: URL) -> String {
    let path = url.standardizedFileURL.path
    let base = root.standardizedFileURL.path + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }

  /// Whether a target depends, directly or through other targets, on Stunt's `StuntPlugin`.
  static func servesModules(_ target: any Target, visited: Set<String> = []) -> Bool {
    guard !visited.contains(target.id) else { return false }
    return target.dependencies.contains { dependency in
      switch dependency {
      case .product(let product): product.name == "StuntPlugin"
      case .target(let other): other.name == "StuntPlugin" || servesModules(other, visited: visited.union([target.id]))
      @unknown default: false
      }
    }
  }
}

struct StuntCommandFailed: Error, CustomStringConvertible {
  var description: String
}
