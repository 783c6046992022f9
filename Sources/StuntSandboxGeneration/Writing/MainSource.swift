/// The sandbox executable's `main.swift`: Stunt's command line with the sandbox's modules built
/// in, from the list of `SandboxModules.swift` (`ModuleList`).
struct MainSource {
  static let fileName = "main.swift"

  static var text: String {
    """
    // Stunt's command line with this sandbox's modules built in (\(ModuleList.fileName) lists them):
    // `swift run \(ManifestSource.executable)` opens the REPL, `swift run \(ManifestSource.executable) replay Sessions` replays.
    import StuntCommandLine

    await StuntCommandLine.main(StuntTool(modules: \(ModuleList.variable)))

    """
  }
}
