#if BuiltIns
  import BuiltInModules
  import StuntBackend
#endif
import StuntCommandLine

/// `stunt`: Stunt's command line with the five seed modules built in, the embedded backend
/// their real dependencies talk to, and the subcommands only Stunt itself has. Built without the
/// `BuiltIns` trait (a plugin package's `swift package stunt`), it hosts plugins only.
@main
enum Stunt {
  static func main() async {
    #if BuiltIns
      await StuntCommandLine.main(
        StuntTool(
          name: "stunt", modules: ModuleRegistry.all, backend: { EmbeddedBackend() },
          subcommands: [SandboxSubcommand.self, BackendSubcommand.self]))
    #else
      await StuntCommandLine.main(StuntTool(name: "stunt", modules: [], subcommands: [SandboxSubcommand.self]))
    #endif
  }
}
