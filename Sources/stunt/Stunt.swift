import BuiltInModules
import StuntBackend
import StuntCommandLine

/// `stunt`: Stunt's command line with the five seed modules built in, the embedded backend
/// their real dependencies talk to, and the subcommands only Stunt itself has.
@main
enum Stunt {
  static func main() async {
    await StuntCommandLine.main(
      StuntTool(
        name: "stunt", modules: ModuleRegistry.all, backend: { EmbeddedBackend() },
        subcommands: [SandboxSubcommand.self, BackendSubcommand.self]))
  }
}
