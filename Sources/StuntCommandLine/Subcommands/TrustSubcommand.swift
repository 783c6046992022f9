import ArgumentParser
import Foundation
import StuntEngine
import StuntFiles
import StuntPlugin
import StuntSession

/// `stunt trust`: lets Stunt start the plugins a folder's `.stunt-plugins` names. Such a file comes
/// with a folder (a cloned repository, a downloaded workshop) and names executables, so nothing
/// it names runs until the user has read it and said so, as `direnv allow` and `mise trust` ask.
struct TrustSubcommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trust",
    abstract: "Let Stunt start the plugins a folder's .stunt-plugins names (it starts none before).",
    discussion: """
      A .stunt-plugins file names executables, so Stunt starts them only once you trust the \
      file: `stunt trust` trusts the nearest one from the current folder up, `stunt trust <path>` \
      the one at path (a file, or a folder to look up from). Trust is kept by the file's path and \
      the SHA-256 of its content in $XDG_STATE_HOME/stunt/trusted-plugins \
      (~/.local/state/stunt/trusted-plugins): an edited file asks again.

      Needs no trust: --plugin, STUNT_PLUGIN_PATH, the course `make install` installed, and runs \
      with CI set (CI runs the repository's code anyway).

      \(ExitStatusHelp.action)
      """
  )

  @Argument(help: "A .stunt-plugins file, or a folder to look up from for the nearest one (default: the current folder).")
  var path: String?

  @Flag(help: "List the trusted files, and say which changed since they were trusted.")
  var list = false

  @Flag(help: "Stop trusting the file.")
  var revoke = false

  func validate() throws {
    if list && (revoke || path != nil) { throw ValidationError("--list takes no path and no --revoke") }
  }

  func run() throws {
    do {
      guard var lists = TrustedPluginLists.standard() else {
        throw CommandError("there is no state folder to keep trust in: set XDG_STATE_HOME or HOME")
      }
      if list {
        print(Self.listing(lists))
      } else if revoke {
        print(try Self.revoke(path, in: &lists))
      } else {
        print(try Self.trust(path, in: &lists))
      }
    } catch let error as CommandError {
      ErrorLine.write("\(error.message)")
      throw ExitCode(2)
    }
  }

  /// Trusts the list at `path` as it is now, and says what may start.
  static func trust(_ path: String?, in lists: inout TrustedPluginLists) throws(CommandError) -> String {
    let file = try file(at: path, mustExist: true)
    let read: PluginList
    do { read = try PluginList.read(file) } catch { throw CommandError("cannot trust \(file.path): \(error.description)") }
    do { try lists.trust(read) } catch { throw CommandError("cannot trust \(file.path): \(error.description)") }
    try save(lists)
    return trusted(read)
  }

  static func revoke(_ path: String?, in lists: inout TrustedPluginLists) throws(CommandError) -> String {
    let resolved = PluginList.resolved(try file(at: path, mustExist: false).path)
    guard lists.revoke(resolved) else { throw CommandError("\(resolved) is not trusted") }
    try save(lists)
    return "no longer trusted: \(resolved)"
  }

  /// What `trust` says it did: the file, by the path it is kept by, and what may now start.
  static func trusted(_ list: PluginList) -> String {
    guard !list.plugins.isEmpty else { return "trusted \(list.resolvedPath): it names no plugin; an edit asks again" }
    let plugins = list.plugins.count == 1 ? "the plugin it names" : "the plugins it names"
    return "trusted \(list.resolvedPath): Stunt starts \(plugins) (\(list.named)) until the file changes"
  }

  /// `--list`: each trusted file, and whether it is still as it was trusted.
  static func listing(_ lists: TrustedPluginLists) -> String {
    guard !lists.digests.isEmpty else { return "no \(PluginPaths.configFileName) is trusted" }
    return lists.digests.keys.sorted().map { path in
      switch Result(catching: { () throws(FileProblem) in try PluginList.read(URL(fileURLWithPath: path)) }) {
      case .success(let list) where lists.trusts(list): path
      case .success: path + " (changed since it was trusted: it asks again)"
      case .failure(let problem): path + " (cannot be read: \(problem.description))"
      }
    }.joined(separator: "\n")
  }

  /// The list `path` names: that file, or the nearest from that folder (the current one by
  /// default), as `stunt` in that folder would find it.
  static func file(at path: String?, mustExist: Bool) throws(CommandError) -> URL {
    let given = URL(fileURLWithPath: path ?? CurrentFolder.path).standardizedFileURL
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: given.path, isDirectory: &isFolder) else {
      // A file that is gone can still be forgotten, by the path it was trusted by.
      if !mustExist, given.lastPathComponent == PluginPaths.configFileName { return given }
      throw CommandError("\(path ?? given.path) does not exist")
    }
    guard isFolder.boolValue else {
      guard given.lastPathComponent == PluginPaths.configFileName else {
        throw CommandError("\(path ?? given.path) is not a \(PluginPaths.configFileName) file: name one, or a folder to look up from")
      }
      return given
    }
    guard let found = PluginPaths.configFile(from: given) else {
      throw CommandError("there is no \(PluginPaths.configFileName) in \(given.path) or any folder above it")
    }
    return found
  }

  static func save(_ lists: TrustedPluginLists) throws(CommandError) {
    do { try lists.save() } catch { throw CommandError("cannot keep the trust in \(lists.path): \(error.description)") }
  }

  /// The line that says `untrusted`'s plugins were not started, and the command that trusts it,
  /// with its path as typed in `folder`.
  static func problem(_ untrusted: UntrustedPluginList, from folder: String) -> String {
    let path = untrusted.shownPath(from: folder)
    return untrusted.problem(shownAs: path, trust: [StuntTool.current.name, _commandName, StuntArguments.shellWord(path)].joined(separator: " "))
  }
}
