import Foundation
import PackagePlugin

/// `swift package stunt [repl options]` and `swift package stunt replay [paths] [options]`, in a
/// package that depends on Stunt: builds the package's plugin executables (those that depend
/// on `StuntPlugin`) and runs `stunt` with each as a `--plugin`, from the package's folder.
@main
struct StuntCommandPlugin: CommandPlugin {
  /// Stunt's executable: the tool this plugin runs, and never one of the plugins it loads.
  static let host = "stunt"

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let stunt = try context.tool(named: Self.host)
    var plugins: [String] = []
    // `stunt` itself hosts plugins; it is not one.
    for product in context.package.products(ofType: ExecutableProduct.self)
    where product.name != Self.host && Self.servesModules(product.mainTarget) {
      let result = try packageManager.build(.product(product.name), parameters: .init(configuration: .debug, logging: .concise))
      guard result.succeeded, let built = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
        Diagnostics.error(result.logText)
        throw StuntCommandFailed(description: "building \(product.name) failed")
      }
      plugins += ["--plugin", built.url.path]
    }
    let (subcommand, rest) = arguments.first == "replay" ? ("replay", Array(arguments.dropFirst())) : ("repl", arguments)
    let process = Process()
    process.executableURL = stunt.url
    process.arguments = [subcommand] + plugins + rest
    process.currentDirectoryURL = context.package.directoryURL
    // SwiftPM gives a command plugin no terminal; the REPL talks to the user's own, when there is one.
    if subcommand == "repl", let terminal = FileHandle(forUpdatingAtPath: "/dev/tty") {
      process.standardInput = terminal
      process.standardOutput = terminal
      process.standardError = terminal
    }
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw StuntCommandFailed(description: "stunt \(subcommand) exited with \(process.terminationStatus)")
    }
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
