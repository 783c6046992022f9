import Foundation
import StuntGeneratorInterface
import Testing

/// SwiftPM keys its manifest cache by the whole environment: what `stunt sandbox` gives it must
/// not change with the terminal or the folder it was run from, and must keep what the user set.
@Suite("SwiftPM runs in an environment that does not change between terminals")
struct SwiftPMEnvironmentTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func theShellsBookkeepingIsDroppedAndTheUsersVariablesKept() {
    let fromOneTerminal = ["_": "/usr/local/bin/stunt", "OLDPWD": "/home/kim", "SHLVL": "1", "PWD": "/home/kim/Greeting", "HOME": "/home/kim", "FEATURE": "on"]
    let fromAnother = ["_": "/usr/bin/script", "OLDPWD": "/tmp", "SHLVL": "3", "PWD": "/home/kim/Greeting/Sources", "HOME": "/home/kim", "FEATURE": "on"]
    let sandbox = "/home/kim/Greeting/StuntSandbox"
    let stable = SwiftPMEnvironment.stable(fromOneTerminal, in: sandbox)
    #expect(stable == ["PWD": sandbox, "HOME": "/home/kim", "FEATURE": "on"])
    #expect(SwiftPMEnvironment.stable(fromAnother, in: sandbox) == stable)
    // A variable the user changes is the user's to change: a manifest may read it.
    #expect(SwiftPMEnvironment.stable(fromAnother.merging(["FEATURE": "off"]) { $1 }, in: sandbox) != stable)
  }

  /// The Makefile's `SWIFT_ENV` and the sandbox check's `swiftpm` are shell, so they cannot read
  /// `volatile`: each must drop every variable it names, or their builds miss SwiftPM's cache.
  @Test(arguments: [("Makefile", "SWIFT_ENV := env "), (".ci/sandbox-check", "swiftpm() { env ")])
  func theShellsThatRunSwiftPMDropTheSameVariables(file: String, line prefix: String) throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix(prefix) })
    let words = line.split(separator: " ").map(String.init)
    let dropped = Set(zip(words, words.dropFirst()).filter { $0.0 == "-u" }.map(\.1))
    #expect(SwiftPMEnvironment.volatile.isSubset(of: dropped), "\(file) runs SwiftPM with \(SwiftPMEnvironment.volatile.subtracting(dropped).sorted())")
  }
}
