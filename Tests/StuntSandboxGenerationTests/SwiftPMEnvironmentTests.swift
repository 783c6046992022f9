import StuntGeneratorInterface
import Testing

/// SwiftPM keys its manifest cache by the whole environment: what `stunt sandbox` gives it must
/// not change with the terminal or the folder it was run from, and must keep what the user set.
@Suite("SwiftPM runs in an environment that does not change between terminals")
struct SwiftPMEnvironmentTests {
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
}
