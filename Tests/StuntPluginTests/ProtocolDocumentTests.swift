import Foundation
import StuntTestSupport
import Testing

@testable import StuntPlugin

/// `Plugins/PROTOCOL.md` is what other languages implement: it must name every request the
/// host sends, so the document cannot fall behind `PluginMethod`.
@Suite("The protocol document")
struct ProtocolDocumentTests {
  @Test func everyRequestIsInTheTable() throws {
    let document = try String(
      contentsOf: StuntBinary.packageRoot.appendingPathComponent("Plugins/PROTOCOL.md"), encoding: .utf8)
    for method in PluginMethod.allCases {
      #expect(document.contains("| `\(method.rawValue)` |"), "PROTOCOL.md does not describe \(method.rawValue)")
    }
    #expect(document.contains("# The Stunt plugin protocol, version \(PluginProtocol.version)"))
  }
}
