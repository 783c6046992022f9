import Testing

@testable import StuntEngine

/// The sandbox engine stays small: what it holds is a few parts, each a type of its own (the
/// catalog, the settings, the loaded module, the transcript, the outcome, the lessons, the
/// `run` nesting), not a field per concern.
@MainActor
@Suite("The sandbox's shape")
struct SandboxShapeTests {
  @Test func theSandboxHoldsAtMostEightParts() {
    let parts = Mirror(reflecting: Sandbox(modules: [SandboxModule]())).children.compactMap(\.label)
    #expect(parts.count <= 8, "\(parts)")
    #expect(parts.contains("current") && parts.contains("transcript"))
  }
}
