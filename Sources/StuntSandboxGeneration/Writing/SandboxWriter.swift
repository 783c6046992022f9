import Foundation
import StuntDoublesGeneration
import StuntFiles

/// Writes (or extends) a sandbox package for types of a package under test, in a folder of its
/// own: it never writes into the package's targets, and never overwrites a file the user may
/// have edited (a module already there is kept; the module list and Package.swift only gain lines).
public struct SandboxWriter {
  /// What was done to one file, for the command to report.
  public struct Change: Equatable, Sendable {
    public enum Action: String, Sendable {
      case wrote, updated, kept
    }
    public var action: Action
    /// Relative to the sandbox's folder.
    public var path: String
  }

  let package: PackageDescription
  let index: PackageIndex
  let folder: URL
  let stunt: URL
  let command: String

  /// - Parameters:
  ///   - folder: the sandbox package's folder, made if missing.
  ///   - stunt: Stunt's own package folder, which the sandbox depends on by path.
  ///   - command: the command line that made it, which the files name.
  public init(package: PackageDescription, folder: URL, stunt: URL, command: String) throws(SandboxError) {
    self.package = package
    self.index = PackageIndex(package: package, files: try SourceFile.all(of: package))
    self.folder = folder.standardizedFileURL
    self.stunt = stunt.standardizedFileURL
    self.command = command
    try refuseThePackagesOwnFolder()
    try refuseInsideATarget()
  }

  /// The sandbox is a package of its own: in the package's own folder it would be the package's
  /// manifest that it changes.
  private func refuseThePackagesOwnFolder() throws(SandboxError) {
    let root = URL(fileURLWithPath: package.path).standardizedFileURL.resolvingSymlinksInPath().path
    guard folder.resolvingSymlinksInPath().path != root else {
      throw SandboxError(
        "the sandbox is a package of its own and cannot be the package's own folder; leave out --into for \(Self.defaultFolder)/ "
          + "inside it, or name a folder beside it")
    }
  }

  /// Reads each type and writes its module, its first session and the package around them.
  public func write(types: [String]) throws(SandboxError) -> (changes: [Change], notes: [String]) {
    let systems = try types.map { (name) throws(SandboxError) in try SystemUnderTest.read(name, in: index) }
    var changes: [Change] = []
    var notes: [String] = []
    let products = systems.flatMap { system in
      system.modules.compactMap { module in
        package.targets.first { $0.c99name == module }.flatMap { package.library(exporting: $0.name)?.name }
      }
    }.uniqued()
    changes += try writeManifest(products: products)
    let sources = "Sources/\(ManifestSource.executable)"
    for system in systems {
      let module = ModuleSource(system: system, packageName: package.name, command: command)
      let modulePath = "\(sources)/\(module.fileName)"
      let moduleChange = try writeOnce(module.text, to: modulePath)
      changes.append(moduleChange)
      let session = FirstSession(system: system, command: command, replayCommand: replayCommand)
      changes.append(try writeOnce(session.text, to: FirstSession.path(ofType: system.type.name)))
      // The lines it names are those of the file as written now; a file of the user's is theirs.
      let shown = moduleChange.action == .wrote ? module : nil
      notes += Summary(system: system, module: shown, modulePath: shownPath(modulePath)).lines
    }
    changes += try writeModuleList(modules: systems.map(\.moduleTypeName), in: sources)
    changes.append(try writeOnce(".build/\n.swiftpm/\n", to: ".gitignore"))
    return (changes, notes)
  }

  /// A file of the sandbox as the user reads it: from the current folder.
  private func shownPath(_ path: String) -> String {
    Self.relativePath(from: CurrentFolder.url, to: folder.appendingPathComponent(path))
  }

  /// The folder `stunt sandbox` uses unless told `--into` another.
  public static let defaultFolder = "StuntSandbox"

  /// The sandbox's executable as `swift build` (debug) makes it, within the sandbox's folder.
  public static let debugExecutable = ".build/debug/" + ManifestSource.executable

  /// `stunt sandbox -- replay StuntSandbox/Sessions`, from the package's folder.
  private var replayCommand: String {
    let root = URL(fileURLWithPath: package.path)
    let into = Self.relativePath(from: root, to: folder)
    let sessions = Self.relativePath(from: root, to: folder.appendingPathComponent("Sessions"))
    return "stunt sandbox " + (into == Self.defaultFolder ? "" : "--into \(into) ") + "-- replay \(sessions)"
  }

  private func writeManifest(products: [String]) throws(SandboxError) -> [Change] {
    let path = ManifestSource.fileName
    let url = folder.appendingPathComponent(path)
    guard let existing = try read(url) else {
      let manifest = ManifestSource(
        sandboxName: package.name + "Sandbox", packageName: package.name, command: command, stuntPath: Self.relativePath(from: folder, to: stunt),
        packagePath: Self.relativePath(from: folder, to: URL(fileURLWithPath: package.path)), packageIdentity: package.identity,
        products: products)
      try write(manifest.text, to: url)
      return [Change(action: .wrote, path: path)]
    }
    guard ManifestSource.isSandbox(existing) else {
      throw SandboxError(
        "\(shownPath(path)) is another package's manifest, not a sandbox Stunt wrote; choose an empty folder or a sandbox with --into")
    }
    var manifest = existing
    // Types of another package join the same sandbox: one build, one REPL for all of them.
    if let extended = try ManifestSource.adding(packageAt: Self.relativePath(from: folder, to: URL(fileURLWithPath: package.path)), to: manifest) {
      manifest = extended
    }
    for product in products {
      if let extended = try ManifestSource.adding(product, of: package.identity, to: manifest) { manifest = extended }
    }
    guard manifest != existing else { return [Change(action: .kept, path: path)] }
    try write(manifest, to: url)
    return [Change(action: .updated, path: path)]
  }

  /// main.swift and the session tests once, and the module list with every module in it.
  private func writeModuleList(modules: [String], in sources: String) throws(SandboxError) -> [Change] {
    let file = ModuleList.file(in: folder.appendingPathComponent(sources))
    let path = "\(sources)/\(file.lastPathComponent)"
    var changes: [Change] = []
    if file.lastPathComponent == ModuleList.fileName {
      changes.append(try writeOnce(MainSource.text, to: "\(sources)/\(MainSource.fileName)"))
      changes.append(try writeOnce(SessionTestsSource.text, to: SessionTestsSource.path))
    }
    guard var source = try read(file) else {
      try write(ModuleList.text(modules: modules), to: file)
      return changes + [Change(action: .wrote, path: path)]
    }
    var changed = false
    for module in modules {
      if let extended = try ModuleList.adding(module, to: source) {
        source = extended
        changed = true
      }
    }
    guard changed else { return changes + [Change(action: .kept, path: path)] }
    try write(source, to: file)
    return changes + [Change(action: .updated, path: path)]
  }

  /// Writes a file the user owns once: one already there is theirs now, and kept.
  private func writeOnce(_ text: String, to path: String) throws(SandboxError) -> Change {
    let url = folder.appendingPathComponent(path)
    if FileManager.default.fileExists(atPath: url.path) { return Change(action: .kept, path: path) }
    try write(text, to: url)
    return Change(action: .wrote, path: path)
  }

  func read(_ url: URL) throws(SandboxError) -> String? {
    try Self.read(url)
  }

  static func read(_ url: URL) throws(SandboxError) -> String? {
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return nil }
    do {
      return String(decoding: try RegularFile.read(url.path), as: UTF8.self)
    } catch {
      throw SandboxError("cannot read \(url.lastPathComponent): \(error)")
    }
  }

  /// Writes a file of the sandbox, which must be inside its folder: a path made from a name
  /// that would leave it (`ModuleNaming` makes none) is refused, not written.
  func write(_ text: String, to url: URL) throws(SandboxError) {
    let path = url.standardizedFileURL.path
    guard path.hasPrefix(folder.path + "/") else {
      throw SandboxError("\(url.lastPathComponent) would be written outside the sandbox's folder; this is a bug of Stunt's")
    }
    try Self.write(text, to: url)
  }

  /// Writes as Stunt writes every file a user has (`AtomicFile`): whole or not at all, and never
  /// over anything but a regular file. Swift is checked to parse first (what does not is Stunt's
  /// bug, said instead of a build that fails), and a new file is indented one way
  /// (`GeneratedSwift`); one Stunt extends keeps the user's layout.
  static func write(_ text: String, to url: URL) throws(SandboxError) {
    var text = text
    if url.pathExtension == "swift" {
      if let diagnostic = GeneratedSwift.firstDiagnostic(text) {
        throw SandboxError(
          "Stunt wrote \(url.lastPathComponent) in a form that does not parse (\(diagnostic)); this is a bug of Stunt's: please report it "
            + "with the declarations it was made from")
      }
      var status = stat()
      if lstat(url.path, &status) != 0 { text = GeneratedSwift.indented(text) }
    }
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw SandboxError("cannot make the folder of \(url.lastPathComponent): \(error.localizedDescription)")
    }
    do {
      try AtomicFile.write(text, to: url.path)
    } catch {
      throw SandboxError("cannot write \(url.lastPathComponent): \(error)")
    }
  }

  /// A sandbox inside one of the package's target folders would be compiled into that target.
  private func refuseInsideATarget() throws(SandboxError) {
    let root = URL(fileURLWithPath: package.path).standardizedFileURL
    for target in package.targets {
      let targetFolder = root.appendingPathComponent(target.path).standardizedFileURL.path
      if folder.path == targetFolder || folder.path.hasPrefix(targetFolder + "/") {
        throw SandboxError("the sandbox would be inside target \(target.name)'s folder and compiled into it; choose another folder with --into")
      }
    }
  }

  /// `../../stunt`: a path from one folder to another, as a manifest names a path dependency.
  public static func relativePath(from base: URL, to target: URL) -> String {
    let from = base.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    let to = target.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    let shared = zip(from, to).prefix { $0 == $1 }.count
    let path = Array(repeating: "..", count: from.count - shared) + to.dropFirst(shared)
    return path.isEmpty ? "." : path.joined(separator: "/")
  }
}
