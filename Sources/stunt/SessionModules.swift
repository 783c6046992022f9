import Foundation
import StuntEngine
import StuntKit
import StuntPlugin

/// The modules a session offers: the built-ins (in process, or each in a child process with
/// `--isolate`) and those of the plugins, started now.
@MainActor
struct SessionModules {
  let modules: [SandboxModule]
  let catalog: PluginCatalog?

  init(_ options: PluginOptions) {
    let (paths, problems) = options.discovered
    for problem in problems {
      FileHandle.standardError.write(Data("error: \(problem)\n".utf8))
    }
    guard options.isolate || !paths.isEmpty else {
      modules = ModuleRegistry.all.map(SandboxModule.init)
      catalog = nil
      return
    }
    let builtIns = PluginSource(name: "stunt (isolated)", command: [StuntExecutable.path, "plugin-serve"], showsOrigin: false)
    let catalog = PluginCatalog(
      (options.isolate ? [builtIns] : []) + paths.map(PluginSource.init(path:)), settings: options.settings,
      taken: options.isolate ? [] : ModuleRegistry.all.map(\.name))
    for problem in catalog.problems {
      FileHandle.standardError.write(Data("error: \(problem)\n".utf8))
    }
    modules = (options.isolate ? [] : ModuleRegistry.all.map(SandboxModule.init)) + catalog.modules
    self.catalog = catalog
  }
}
