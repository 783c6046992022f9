import Foundation
import StuntKit
import StuntSession
import StuntTestSupport
import Testing

/// What an installed `stunt` says about itself: its version, from the one declaration that the
/// changelog, the man page and the Debian package read too.
@Suite("The installed tool")
struct InstalledToolTests {
  @Test func versionIsOneLineFromStuntVersion() async throws {
    for arguments in [["--version"], ["version"]] {
      let (status, output) = try await StuntBinary.run(arguments)
      #expect(output == "stunt \(StuntVersion.current)\n", "\(arguments)")
      #expect(status == 0)
    }
  }

  /// `make deb` and the man page read the version with Packaging/version, and date it by its
  /// CHANGELOG.md section; a version without one would make neither.
  @Test func theChangelogAndThePackagingScriptsHaveTheVersion() async throws {
    let root = StuntBinary.packageRoot
    let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let heading = try Regex("\\n## \\[\(StuntVersion.current.replacingOccurrences(of: ".", with: "\\."))\\] - \\d{4}-\\d{2}-\\d{2}\\n")
    #expect(changelog.contains(heading), "CHANGELOG.md has no dated section for \(StuntVersion.current)")
    let script = try await ChildProcess.outcome(
      root.appendingPathComponent("Packaging/version"), arguments: [], input: Data(), environment: ["PATH": "/usr/bin:/bin"],
      directory: nil, timeout: .seconds(30))
    #expect(String(decoding: script.output, as: UTF8.self) == StuntVersion.current + "\n")
  }

  /// `generate-manual` lists every subcommand it is shown, hidden or not: the ones only Stunt
  /// runs are not in the help dumped for it, and are everywhere else.
  @Test func theHelpDumpedForTheManualLeavesOutWhatOnlyStuntRuns() async throws {
    let (_, dump) = try await StuntBinary.run(["--experimental-dump-help"])
    #expect(dump.contains(#""commandName" : "replay""#) || dump.contains(#""commandName":"replay""#), "\(dump.prefix(300))")
    for hidden in ["plugin-exec", "plugin-serve", "manual-section"] {
      #expect(!dump.contains("\"\(hidden)\""), "\(hidden)")
    }
    let (status, section) = try await StuntBinary.run(["manual-section"])
    #expect(status == 0)
    #expect(section.hasPrefix(".Sh \"REPL COMMANDS\"\n"))
  }
}
