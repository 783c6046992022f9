/// The sandbox's test target: StuntTesting makes each session of `Sessions/` a Swift Testing case
/// of `swift test`, replayed with the sandbox's modules, its first session among them.
enum SessionTestsSource {
  static let target = "StuntSandboxTests"
  static let path = "Tests/\(target)/SessionTests.swift"

  static var text: String {
    """
    // Each session of Sessions/ as a test case of `swift test` (Xcode's test navigator, --xunit-output),
    // replayed with the sandbox's modules: a failing command is reported at its session's line.
    import StuntTesting
    import Testing
    @testable import \(ManifestSource.executable.replacingOccurrences(of: "-", with: "_"))

    @Test(arguments: SessionFile.all(under: "Sessions"))
    @MainActor func replays(_ session: SessionFile) async {
      await session.replay(modules: \(ModuleList.variable))
    }

    """
  }
}
