import ArgumentParser
import Foundation
import StuntKit

/// What an executable built on Stunt's command line offers: the modules it has built in, the
/// backend their real dependencies talk to, and subcommands of its own. The command line itself
/// (the REPL, `replay`, `learn`, serving the built-ins out of process) is the same for all.
///
/// ```swift
/// // Stunt itself (Sources/stunt)
/// await StuntCommandLine.main(
///   StuntTool(modules: ModuleRegistry.all, backend: { EmbeddedBackend() }, subcommands: [BackendSubcommand.self]))
/// // the sandbox `stunt sandbox` writes for a user's package: their types, nothing else
/// await StuntCommandLine.main(StuntTool(modules: [DataManagerModule.entry]))
/// ```
public struct StuntTool: Sendable {
  /// The name usage lines and hints show: the executable's own by default, or the command line
  /// it was started by when that is not a path (`stunt sandbox --`, which starts a sandbox's).
  public var name: String
  /// The modules compiled in: `modules` lists them, and at a terminal this very binary serves
  /// them out of process (`plugin-serve`), so a trap in their code costs one command.
  public var modules: [ModuleEntry]
  /// The loopback backend the modules' real dependencies talk to, if they need one.
  public var makeBackend: @MainActor @Sendable () -> (any Backend)?
  /// Subcommands beside the REPL's, `replay` and `learn`.
  public var subcommands: [any ParsableCommand.Type]

  public init(
    name: String? = nil, modules: [ModuleEntry], backend: @escaping @MainActor @Sendable () -> (any Backend)? = { nil },
    subcommands: [any ParsableCommand.Type] = []
  ) {
    self.name = name ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "stunt").lastPathComponent
    self.modules = modules
    self.makeBackend = backend
    self.subcommands = subcommands
  }
}

extension StuntTool {
  /// What `--version` and `version` print: `stunt 0.1.0`, or for a tool of another name
  /// `my-sandbox (Stunt 0.1.0)`, the version being Stunt's.
  var versionLine: String {
    let program = name.contains(" ") ? URL(fileURLWithPath: StuntExecutable.path).lastPathComponent : name
    return program == "stunt" ? "stunt \(StuntVersion.current)" : "\(program) (Stunt \(StuntVersion.current))"
  }

  private static let installed = Guarded<StuntTool?>(nil)

  /// The tool `StuntCommandLine.main` was started with.
  static var current: StuntTool {
    installed.withLock { $0 } ?? StuntTool(name: "stunt", modules: [])
  }

  static func install(_ tool: StuntTool) {
    installed.withLock { $0 = tool }
  }
}
