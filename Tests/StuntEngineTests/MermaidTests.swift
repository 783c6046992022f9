import StuntKit
import Testing

@testable import StuntEngine
import StuntTesting

/// `calls --mermaid` and `tree --mermaid`: diagrams a Markdown viewer draws, the same on every run.
@MainActor
@Suite("Mermaid diagrams", .mainSerialExecutor)
struct MermaidTests {
  @Test func callsAreArrowsFromTheModuleAndAStubsAnswerComesBack() async {
    let driver = await Driver.counter("use numberFact spy", #"stub numberFact.fetch returns "7; #1""#, "send factButtonTapped")
    #expect(await driver.text("calls --mermaid") == """
      sequenceDiagram
        participant module as counter
        participant d1 as numberFact
        module->>d1: fetch(0)
        d1-->>module: returns #quot;7#59; #35;1#quot; (stubbed)
      """)
  }

  @Test func withoutCallsTheDiagramSaysSo() async {
    let driver = await Driver.counter()
    #expect(await driver.text("calls --mermaid") == """
      sequenceDiagram
        participant module as counter
        Note over module: no calls recorded (only spies and mocks record)
      """)
  }

  @Test func aTreeBecomesAFlowchartEachChildUnderItsParent() {
    let tree = """
      Root · A active
      ├─ Left · B active
      │  └─ Leaf · C inactive
      └─ Right · D active
      """
    #expect(MermaidDiagram.flowchart(tree: tree) == [
      "flowchart TD",
      #"  n1["Root · A active"]"#,
      #"  n2["Left · B active"]"#, "  n1 --> n2",
      #"  n3["Leaf · C inactive"]"#, "  n2 --> n3",
      #"  n4["Right · D active"]"#, "  n1 --> n4",
    ])
  }

  @Test func aModuleWithoutATreeSaysSo() async {
    let driver = await Driver.counter()
    #expect(await driver.error("tree --mermaid") == "error: counter draws no tree: its state has no `tree` text (the router has one)")
  }
}
