import ConcurrencyExtras
import Foundation
import StuntKit

/// Serves modules to Stunt as a plugin: the one call a plugin executable's `main` makes.
///
///     // Sources/my-plugin/main.swift, in a package that depends on Stunt's StuntPlugin
///     import StuntPlugin
///     await StuntPlugin.serve([WarehouseModule.self])
///
/// `stunt --plugin .build/debug/my-plugin` then lists, loads and replays `warehouse` as it
/// does a built-in module. The same module source can be compiled into Stunt unchanged.
public enum StuntPlugin {
  @MainActor
  public static func serve(_ modules: [any StuntModule.Type], name: String? = nil) async -> Never {
    await serve(modules.map { $0.entry }, name: name)
  }

  /// Reads requests from standard input, one per line, and answers each on standard output,
  /// until standard input ends (the host quit or died) or the host asks it to shut down.
  /// Standard error is the plugin's log; the host shows its last lines when something fails.
  public static func serve(_ modules: [ModuleEntry], name: String? = nil) async -> Never {
    // A host that is gone must not kill the plugin mid-answer with SIGPIPE; the write fails
    // and the plugin ends at the end of its input instead.
    signal(SIGPIPE, SIG_IGN)
    OutputChannel.claim()
    let name = name ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "plugin").lastPathComponent
    let lines = StandardInputLines.start()
    await MainSerialExecutor.run {
      let server = await PluginServer(modules: modules, name: name)
      for await line in lines {
        guard let answer = await server.answer(line) else { continue }
        StandardInputLines.write(answer)
        if await server.isShutDown { break }
      }
    }
    exit(0)
  }
}
