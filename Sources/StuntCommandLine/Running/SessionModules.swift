import Foundation
import StuntEngine
import StuntKit
import StuntPlugin

/// The modules a session offers: the built-ins, in process or served out of process by
/// `stunt plugin-serve` (started at the first `load`), and those of the plugins, started now.
@MainActor
struct SessionModules {
  let modules: [SandboxModule]
  let catalog: PluginCatalog?
  /// One line per plugin that was left out, and why: `load` repeats them when it finds no module.
  let problems: [String]

  /// - Parameter folder: another folder whose `.stunt-plugins` counts (the course's).
  init(_ options: PluginChoice, isolated: Bool, alsoFrom folder: String? = nil) async {
    let (paths, problems) = options.discovered(alsoFrom: folder)
    let builtIns = StuntTool.current.modules
    guard isolated || !paths.isEmpty else {
      modules = builtIns.map(SandboxModule.init)
      catalog = nil
      self.problems = problems
      Self.report(problems)
      return
    }
    let catalog = PluginCatalog(settings: options.settings)
    if isolated { catalog.serve(builtIns, by: Self.builtInsServer) }
    await catalog.start(paths.map(PluginSource.init(path:)), taken: isolated ? [] : builtIns.map(\.name))
    let modules = (isolated ? [] : builtIns.map(SandboxModule.init)) + catalog.modules
    self.modules = modules
    self.catalog = catalog
    self.problems = problems + catalog.problems
    Self.report(self.problems)
  }

  /// The built-ins out of process: this very binary, serving them as a plugin would, and
  /// dying with this process by itself.
  static var builtInsServer: PluginSource {
    PluginSource(
      name: "the built-in modules' process", command: PluginServeSubcommand.command(parent: getpid()),
      showsOrigin: false, isLaunched: false)
  }

  nonisolated static func report(_ problems: [String]) {
    for problem in problems {
      ErrorLine.write("\(problem)")
    }
  }
}
