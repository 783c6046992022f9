import ArgumentParser
import Foundation
import StuntCommandLine
import StuntGeneratorInterface

/// `stunt sandbox Greeter`: a user's own package in the sandbox, untouched. Writes a sandbox
/// package beside the package's targets (its module, read from the type's source; its doubles,
/// generated from the protocols' source by each build), builds it with the user's toolchain,
/// and becomes the REPL of that build, on the user's own terminal.
struct SandboxSubcommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sandbox",
    abstract: "Your own package's types in the sandbox: writes a sandbox package for them, builds it and opens the REPL.",
    discussion: """
      In a package's folder, `stunt sandbox Greeter` reads the package (SwiftPM's description of it \
      and its sources), writes StuntSandbox/ (a module for Greeter: its slots are the protocols its \
      init takes, its inputs its methods, its state its stored properties; the doubles are generated \
      from the protocols' source at each build), builds it and opens the REPL with `greeter` loaded. \
      Nothing of the package itself changes.

      Later, `stunt sandbox` alone builds and opens it, and `stunt sandbox -- replay \
      StuntSandbox/Sessions` replays its sessions: what follows `--` goes to the sandbox's own stunt.

      Exit status: once the sandbox is built, its stunt's, as stunt's own; before, \
      1 when the sandbox did not build, 2 when the package or a type cannot be read (one error: line). \
      SIGTERM, Ctrl-C or a closed terminal end SwiftPM and the generator with it.
      """
  )

  @Argument(
    help: ArgumentHelp(
      "Types of the package to make modules of (none: open the sandbox as it is); after `--`, what to run instead of the REPL.",
      valueName: "type"))
  var words: [String] = []

  @Option(help: "The package's folder.")
  var package = "."

  @Option(help: "The sandbox's folder (default: StuntSandbox in the package's folder).")
  var into: String?

  @Option(help: "Stunt's own package folder, which the sandbox depends on (default: the one this stunt was built from).")
  var stunt: String?

  @Flag(help: "Write the sandbox, then stop: no build, no REPL.")
  var writeOnly = false

  /// What follows `--` (argument-parser takes it as more positional words).
  private var arguments: [String] {
    guard let terminator = CommandLine.arguments.firstIndex(of: "--") else { return [] }
    return Array(CommandLine.arguments[(terminator + 1)...])
  }

  private var types: [String] { Array(words.dropLast(arguments.count)) }

  func run() throws {
    // SwiftPM and the generator end with this `stunt`, however it is ended, until it becomes the sandbox's.
    Descendants.endWithThisProcess()
    let names = try generatorNames()
    let exists = FileManager.default.fileExists(atPath: names.sandbox.folder.appendingPathComponent("Package.swift").path)
    if !types.isEmpty {
      try generate()
    } else if !exists {
      throw failure("there is no sandbox in \(names.sandbox.folder.relativePath) yet: name a type of the package, `stunt sandbox <Type>`")
    }
    try upgrade()
    try names.sandbox.record(try generator())
    if writeOnly { return }
    try names.sandbox.build()
    // A first session's commands, with what they print written in: a passing test to start from,
    // at the first build that succeeds (this one, or a later one after a failed first build).
    names.sandbox.fillIn(names.modules.map(\.session))
    var sandboxArguments = arguments
    // The module of the type named, or the sandbox's one module: loaded, as `load` would.
    if sandboxArguments.isEmpty, let module = names.modules.first, !types.isEmpty || names.modules.count == 1 {
      sandboxArguments = StuntArguments.load(module.name)
    }
    try names.sandbox.exec(sandboxArguments, invocation: invocation)
  }

  /// What starts this sandbox again from this folder: `stunt sandbox --`, with the options that
  /// name another package or sandbox folder.
  private var invocation: String {
    var words = ["stunt", Self._commandName]
    if package != "." { words += ["--package", package] }
    if let into { words += ["--into", into] }
    return (words.map(StuntArguments.shellWord) + ["--"]).joined(separator: " ")
  }

  /// `stunt-generate`, installed beside this binary.
  private func generator() throws -> URL {
    guard let generator = StuntExecutable.sibling(GeneratorInterface.program) else {
      throw failure("\(GeneratorInterface.program) is not beside this stunt (build it with `swift build`, or `make install`)")
    }
    return generator
  }

  /// The options both of the generator's questions take.
  private var placement: [GeneratorInterface.Option: String] {
    var options: [GeneratorInterface.Option: String] = [.package: package]
    options[.into] = into
    return options
  }

  /// Runs `stunt-generate sandbox`, which prints what it wrote.
  private func generate() throws {
    var options = placement
    options[.stunt] = try stuntSources().path
    options[.command] = (["stunt sandbox"] + types).joined(separator: " ")
    let status = SandboxBuild.run(
      try generator(), GeneratorInterface.arguments(.sandbox, options, types),
      // Before a REPL, what was written goes with the build's progress, not into a piped transcript.
      outputToStandardError: !writeOnly)
    if status != 0 { throw ExitCode(status) }
  }

  /// Brings a sandbox an earlier Stunt wrote up to date (`stunt-generate upgrade`), which prints
  /// what it changed, if anything.
  private func upgrade() throws {
    let status = SandboxBuild.run(try generator(), GeneratorInterface.arguments(.upgrade, placement), outputToStandardError: !writeOnly)
    if status != 0 { throw ExitCode(status) }
  }

  /// The folder of Stunt's Package.swift: given, or the one this binary was built from.
  private func stuntSources() throws -> URL {
    if let stunt { return URL(fileURLWithPath: stunt) }
    let built = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    guard FileManager.default.fileExists(atPath: built.appendingPathComponent("Package.swift").path) else {
      throw failure("this stunt was built from sources that are gone; name Stunt's package folder with --stunt")
    }
    return built
  }

  /// The sandbox (its folder and executable) and, for the types named (or, with none, those the
  /// sandbox has), the name `load` takes and the first session: as the generator names them.
  private func generatorNames() throws -> (sandbox: SandboxBuild, modules: [(name: String, session: String)]) {
    guard let lines = SandboxBuild.output(of: try generator(), GeneratorInterface.arguments(.names, placement, types)),
      lines.count >= 2
    else { throw failure("\(GeneratorInterface.program) did not answer") }
    let modules = lines.dropFirst(2).map { line in
      let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
      return (name: parts.first ?? line, session: parts.dropFirst().first ?? "")
    }
    return (SandboxBuild(folder: URL(fileURLWithPath: lines[0]), executable: URL(fileURLWithPath: lines[1])), modules)
  }

  private func failure(_ message: String) -> ExitCode {
    ErrorLine.write("\(message)")
    return ExitCode(2)
  }
}
