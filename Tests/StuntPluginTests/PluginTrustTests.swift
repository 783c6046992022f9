import Foundation
import StuntTestSupport
import Testing

@testable import StuntPlugin

/// Issue 41's point 15: a `.stunt-plugins` found in a folder names executables, so Stunt starts
/// none of them until the user trusts the file (`stunt trust`), by its path and content hash; an
/// edited file asks again. What the user chose explicitly needs no trust. Every run here has an
/// XDG state folder of its own and sets `CI` only where it says so (the suite itself may run in CI).
@Suite("Trusting a folder's plugins", .serialized)
struct PluginTrustTests {
  static let lamp = StuntBinary.packageRoot.appendingPathComponent("Tests/StuntPluginTests/Fixtures/lamp-plugin.py").path

  /// A folder of a cloned repository, say, whose `.stunt-plugins` names a plugin that only
  /// leaves a mark that it ran; and a state folder of its own.
  struct Folder {
    let root: TemporaryFolder
    var project: URL { root.appendingPathComponent("project") }
    var list: URL { project.appendingPathComponent(".stunt-plugins") }
    var mark: URL { project.appendingPathComponent("ran") }
    var state: String { root.appendingPathComponent("state").path }
    var ran: Bool { FileManager.default.fileExists(atPath: mark.path) }

    init(_ list: String = "marker-plugin.sh\n") throws {
      root = try TemporaryFolder()
      try FileManager.default.createDirectory(at: project.appendingPathComponent("sub"), withIntermediateDirectories: true)
      let plugin = project.appendingPathComponent("marker-plugin.sh")
      try "#!/bin/sh\ntouch \"$(dirname \"$0\")/ran\"\nexit 1\n".write(to: plugin, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: plugin.path)
      try list.write(to: self.list, atomically: true, encoding: .utf8)
    }

    /// `stunt` with `arguments` and `input` on a pipe, in the project (or `folder`).
    func stunt(
      _ arguments: [String] = [], input: String = "quit\n", environment: [String: String] = [:], in folder: URL? = nil
    ) async throws -> (status: Int32, output: String) {
      try await StuntBinary.run(
        arguments, input: input, environment: ["XDG_STATE_HOME": state].merging(environment) { $1 },
        directory: folder ?? project, timeout: .seconds(60))
    }

    func forgetTheMark() throws {
      if ran { try FileManager.default.removeItem(at: mark) }
    }
  }

  static let notTrusted =
    "error: .stunt-plugins is not trusted, so the plugin it names is not started (marker-plugin.sh); to trust it, run: stunt trust .stunt-plugins\n"

  /// A list of binary bytes cannot drive the terminal through the names it shows: every
  /// message spells control characters out, as all output does.
  @Test func aListsNamesAreShownWithControlCharactersSpelledOut() async throws {
    let folder = try Folder("a\u{1B}[31mb\n")
    let (_, untrusted) = try await folder.stunt()
    #expect(untrusted.contains("not started (a\\u{1B}[31mb)"), "\(untrusted.debugDescription)")
    let (_, trusted) = try await folder.stunt(["trust"])
    #expect(trusted.contains("(a\\u{1B}[31mb)"), "\(trusted.debugDescription)")
    let (_, missing) = try await folder.stunt()
    #expect(missing.contains("names a\\u{1B}[31mb, which does not exist"), "\(missing.debugDescription)")
    #expect(!(untrusted + trusted + missing).contains("\u{1B}"))
  }

  @Test func aFoldersPluginsRunOnlyOnceTrustedAndAnEditAsksAgain() async throws {
    let folder = try Folder()
    let (status, untrusted) = try await folder.stunt()
    #expect(!folder.ran, "the plugin ran untrusted")
    #expect(untrusted == Self.notTrusted, "said once, and how to trust it")
    #expect(status == 0)

    let (trustStatus, trusted) = try await folder.stunt(["trust"])
    #expect(trusted == "trusted \(folder.list.resolvingSymlinksInPath().path): Stunt starts the plugin it names (marker-plugin.sh) until the file changes\n")
    #expect(trustStatus == 0)
    #expect(FileManager.default.fileExists(atPath: folder.state + "/stunt/trusted-plugins"), "kept in the XDG state folder")
    let (_, started) = try await folder.stunt()
    #expect(folder.ran)
    // It speaks no protocol: how its failure is put depends on when it exits.
    #expect(started.hasPrefix("error: plugin marker-plugin.sh "), "\(started)")

    try folder.forgetTheMark()
    try "marker-plugin.sh\n# and one more line\n".write(to: folder.list, atomically: true, encoding: .utf8)
    let (_, edited) = try await folder.stunt()
    #expect(!folder.ran, "an edited file ran on the old trust")
    #expect(edited == "error: .stunt-plugins changed since it was trusted, so the plugin it names is not started (marker-plugin.sh); "
      + "to trust it again, run: stunt trust .stunt-plugins\n")
  }

  /// `load` of a module no started plugin serves names the untrusted file, in the path typed
  /// from where Stunt runs: the modules of a plugin that never ran are unknown.
  @Test func loadSaysHowToTrustTheFileThatWouldServeItsModule() async throws {
    let folder = try Folder(Self.lamp + "\n")
    let (status, output) = try await folder.stunt(input: "load lamp\n", in: folder.project.appendingPathComponent("sub"))
    let advice = "../.stunt-plugins is not trusted, so the plugin it names is not started (\(Self.lamp)); to trust it, run: stunt trust ../.stunt-plugins"
    // `load`'s line on standard output, then the start's on standard error.
    #expect(output == "error: unknown module 'lamp' — expected one of: counter, club-profile, router, project, updown; "
      + "left out at start: \(advice)\nerror: \(advice)\n")
    #expect(status == 2)
    _ = try await folder.stunt(["trust", "sub"])
    let (_, trusted) = try await folder.stunt(input: "load lamp\n", in: folder.project.appendingPathComponent("sub"))
    #expect(trusted == "loaded lamp (no dependencies)\n")
  }

  /// CI runs the repository's code anyway: there the list runs untrusted. `CI=` empty is not CI.
  @Test(arguments: [("true", true), ("1", true), ("", false), ("false", false)])
  func aRunInCIStartsTheListWithoutTrust(ci: String, runs: Bool) async throws {
    let folder = try Folder()
    let (_, output) = try await folder.stunt(environment: ["CI": ci])
    #expect(folder.ran == runs)
    #expect(output.contains("not trusted") != runs, "\(output)")
  }

  /// What the user names on the command line or in the environment is their own choice.
  @Test func pluginsNamedByFlagOrEnvironmentNeedNoTrust() async throws {
    let folder = try Folder()
    try FileManager.default.removeItem(at: folder.list)
    let plugin = folder.project.appendingPathComponent("marker-plugin.sh").path
    _ = try await folder.stunt(["--plugin", plugin])
    #expect(folder.ran)
    try folder.forgetTheMark()
    _ = try await folder.stunt(environment: ["STUNT_PLUGIN_PATH": plugin])
    #expect(folder.ran)
  }

  /// `stunt replay` says once per untrusted file what it did not start; its workers, which find
  /// the same file from their sessions' folder, start nothing of it either, and `load` says why
  /// in the report. Once trusted, the workers start it.
  @Test func aReplayAndItsWorkersStartNoUntrustedPlugin() async throws {
    let folder = try Folder("marker-plugin.sh\n" + Self.lamp + "\n")
    let sessions = folder.project.appendingPathComponent("sub")
    for name in ["one", "two"] {
      try "  > load lamp\n  loaded lamp (no dependencies)\n".write(
        to: sessions.appendingPathComponent("\(name).session"), atomically: true, encoding: .utf8)
    }
    let (status, output) = try await folder.stunt(["replay", "sub"])
    let notice = "error: .stunt-plugins is not trusted, so the plugins it names are not started (marker-plugin.sh, \(Self.lamp)); "
      + "to trust it, run: stunt trust .stunt-plugins"
    #expect(output.components(separatedBy: notice + "\n").count == 2, "said once: \(output)")
    #expect(output.contains("left out at start: .stunt-plugins is not trusted"), "\(output)")
    #expect(!folder.ran, "a worker started the untrusted plugin")
    #expect(status == 1)

    _ = try await folder.stunt(["trust"])
    let (trustedStatus, trusted) = try await folder.stunt(["replay", "sub"])
    #expect(trusted.hasSuffix("2 passed, 0 failed\n"), "\(trusted)")
    #expect(trustedStatus == 0)
    #expect(folder.ran)
  }

  /// The replay's own folder's trusted list reaches workers whose sessions lie elsewhere.
  @Test func aTrustedListOfTheReplaysFolderReachesItsWorkers() async throws {
    let folder = try Folder(Self.lamp + "\n")
    let elsewhere = try TemporaryFolder()
    let session = elsewhere.appendingPathComponent("lamp.session")
    try "  > load lamp\n  loaded lamp (no dependencies)\n".write(to: session, atomically: true, encoding: .utf8)
    let (untrustedStatus, _) = try await folder.stunt(["replay", session.path])
    #expect(untrustedStatus == 1)
    _ = try await folder.stunt(["trust"])
    let (status, output) = try await folder.stunt(["replay", session.path])
    #expect(status == 0, "\(output)")
  }

  /// The course `make install` put beside the binary comes with its `.stunt-plugins`, written by
  /// the same `make install`: `stunt learn` starts it unasked. The same course elsewhere asks.
  @Test func theInstalledCourseNeedsNoTrust() async throws {
    let folder = try Folder()
    let prefix = folder.root.appendingPathComponent("prefix")
    let course = prefix.appendingPathComponent("share/stunt/workshop")
    try FileManager.default.createDirectory(at: course, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
    let installed = prefix.appendingPathComponent("bin/stunt")
    // A hard link is a binary of its own path without copying 90 MB; a copy where links cannot go.
    do { try FileManager.default.linkItem(at: try StuntBinary.url, to: installed) } catch {
      try FileManager.default.copyItem(at: try StuntBinary.url, to: installed)
    }
    try CountingLesson.text.write(to: course.appendingPathComponent("01-counting.session"), atomically: true, encoding: .utf8)
    try (folder.project.path + "/marker-plugin.sh\n").write(
      to: course.appendingPathComponent(".stunt-plugins"), atomically: true, encoding: .utf8)

    let (_, output) = try await StuntBinary.run(
      ["learn"], input: "quit\n", environment: ["XDG_STATE_HOME": folder.state], directory: folder.root.url, executable: installed)
    #expect(folder.ran, "\(output)")
    #expect(!output.contains("not trusted"), "\(output)")

    try folder.forgetTheMark()
    let (_, named) = try await folder.stunt(["learn", "--course", course.path], in: folder.root.url)
    #expect(!folder.ran, "another binary's course is no installed course of this one")
    #expect(named.contains("prefix/share/stunt/workshop/.stunt-plugins is not trusted"), "\(named)")
  }

  @Test func trustTakesAFileOrAFolderAndListsAndRevokes() async throws {
    let folder = try Folder()
    let resolved = folder.list.resolvingSymlinksInPath().path
    #expect(try await folder.stunt(["trust", "--list"]).output == "no .stunt-plugins is trusted\n")
    #expect(try await folder.stunt(["trust", "project/sub"], in: folder.root.url).output.hasPrefix("trusted \(resolved): "))
    #expect(try await folder.stunt(["trust", "--list"]).output == "\(resolved)\n")
    try "# nothing\n".write(to: folder.list, atomically: true, encoding: .utf8)
    #expect(try await folder.stunt(["trust", "--list"]).output == "\(resolved) (changed since it was trusted: it asks again)\n")
    #expect(try await folder.stunt(["trust", ".stunt-plugins"]).output == "trusted \(resolved): it names no plugin; an edit asks again\n")
    #expect(try await folder.stunt(["trust", "--revoke"]).output == "no longer trusted: \(resolved)\n")
    #expect(try await folder.stunt(["trust", "--revoke"]) == (2, "error: \(resolved) is not trusted\n"))
    #expect(try await folder.stunt(["trust", "marker-plugin.sh"])
      == (2, "error: marker-plugin.sh is not a .stunt-plugins file: name one, or a folder to look up from\n"))
    #expect(try await folder.stunt(["trust", "missing"]) == (2, "error: missing does not exist\n"))
    // With nowhere to keep it (no XDG_STATE_HOME, no HOME), nothing can be trusted.
    let (status, output) = try await StuntBinary.run(["trust"], directory: folder.project)
    #expect(output == "error: there is no state folder to keep trust in: set XDG_STATE_HOME or HOME\n")
    #expect(status == 2)
  }

  /// A `.stunt-plugins` that links to a trusted list elsewhere is that list: it starts the
  /// plugins beside the list, never what lies at the same relative paths beside the link.
  @Test func aLinkToATrustedListStartsThatListsPlugins() throws {
    let root = try TemporaryFolder()
    let trusted = root.appendingPathComponent("trusted")
    let cloned = root.appendingPathComponent("cloned")
    for folder in [trusted, cloned] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try "#!/bin/sh\n".write(to: folder.appendingPathComponent("plugin"), atomically: true, encoding: .utf8)
    }
    try "plugin\n".write(to: trusted.appendingPathComponent(".stunt-plugins"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      at: cloned.appendingPathComponent(".stunt-plugins"), withDestinationURL: trusted.appendingPathComponent(".stunt-plugins"))
    var lists = TrustedPluginLists(path: root.appendingPathComponent("trusted-plugins").path)
    try lists.trust(PluginList.read(trusted.appendingPathComponent(".stunt-plugins")))
    let trust = PluginTrust(inContinuousIntegration: false, installed: [], lists: lists)
    let found = PluginPaths.all(options: [], environment: [:], from: cloned, trust: trust)
    #expect(found.paths == [trusted.appendingPathComponent("plugin").resolvingSymlinksInPath().path])
    #expect(found.untrusted.isEmpty && found.problems.isEmpty)
  }

  /// FIPS 180-4's examples and the lengths around a block's padding, against `sha256sum`'s digests.
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
  ])
  func sha256MatchesTheStandard(message: String, digest: String) {
    #expect(SHA256.hex(Array(message.utf8)) == digest)
  }

  @Test func sha256MatchesAMillionAsAndEveryPaddingLength() {
    #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
      == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    for (count, digest) in Self.paddingLengths {
      #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "x"), count: count)) == digest, "\(count) bytes")
    }
  }

  /// `head -c N /dev/zero | tr '\0' x | sha256sum`: around the 55/56 bytes where the length no
  /// longer fits the block, and a block's end.
  static let paddingLengths: [(Int, String)] = [
    (55, "d5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072"),
    (56, "04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e"),
    (63, "75220b47218278e656f2013bb8f0c455a25eaf01e86c64924e9d48d89776d6f2"),
    (64, "7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c"),
    (65, "9537c5fdf120482f7d58d25e9ed583f52c02b4e304ea814db1633ad565aed7e9"),
    (119, "000b48d4edf0fa7bee3c6236ecd2785baa5db4eeb8bb54341b029e0d9fa5fb0c"),
    (120, "13f05a0b594787f5ecd315edc96141bd3243203d1b7d4f0836f37308b276ba98"),
  ]
}
