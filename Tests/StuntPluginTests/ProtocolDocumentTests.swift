@_spi(Reflection) import Swift
import Foundation
import StuntEngine
import StuntTestSupport
import Testing

@testable import StuntPlugin

/// `Plugins/PROTOCOL.md` is what other languages implement: each request declared in
/// `PluginRequests` has its row in the document's table, with the same parameters and the same
/// result, and the table has no row the host does not declare, so the two cannot drift.
@Suite("The protocol document")
struct ProtocolDocumentTests {
  static let document = (try? String(
    contentsOf: StuntBinary.packageRoot.appendingPathComponent("Plugins/PROTOCOL.md"), encoding: .utf8)) ?? ""

  /// The rows of the `## Requests` table, by method: the params and result columns.
  static var rows: [String: (params: String, result: String)] {
    let table = document.components(separatedBy: "\n## Requests\n").last?.components(separatedBy: "\n## ").first ?? ""
    var rows: [String: (String, String)] = [:]
    for line in table.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count > 3 else { continue }
      rows[cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = (cells[2], cells[3])
    }
    return rows
  }

  @Test func everyRequestHasItsRowAndEveryRowARequest() {
    let declared = PluginRequests.all.map { $0.method }
    #expect(Set(Self.rows.keys) == Set(declared), "PROTOCOL.md's table and PluginRequests differ")
    #expect(Self.document.contains("# The Stunt plugin protocol, version \(PluginProtocol.version)"))
  }

  @Test(arguments: PluginRequests.all.map { $0.method })
  func aRowSaysWhatItsRequestCarries(method: String) throws {
    let request = try #require(PluginRequests.all.first { $0.method == method })
    let row = try #require(Self.rows[method], "PROTOCOL.md has no row for \(method)")
    #expect(Self.fields(ofObjectIn: row.params) == Self.parameters(of: request), "\(method)'s params: \(row.params)")
    #expect(Self.fields(ofObjectIn: row.result) == Self.fields(of: answer(of: request)), "\(method)'s result: \(row.result)")
  }

  /// A question declared and left out of `ModuleQuestions.all` would be answered in process and
  /// refused as unknown by every plugin: each declaration in `Questions/` is in the list.
  @Test func everyQuestionDeclaredIsListed() throws {
    let folder = StuntBinary.packageRoot.appendingPathComponent("Sources/StuntEngine/Questions")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    var declared: Set<String> = []
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let words = line.split(whereSeparator: { " :{,".contains($0) })
        guard let index = words.firstIndex(of: "struct"), index + 2 < words.count,
          ["ModuleQuestion", "KeptWhileIdle"].contains(words[index + 2])
        else { continue }
        declared.insert(String(words[index + 1]))
      }
    }
    #expect(declared.count > 20)
    #expect(declared == Set(ModuleQuestions.all.map { String(describing: $0) }))
  }

  /// The requests the document says a plugin may not know are those declared so.
  @Test func theLaterAdditionsAreTheDeclaredOnes() throws {
    let line = try #require(Self.document.split(separator: "\n").first { $0.hasPrefix("| `-32700`") })
    let named = Set(line.split(separator: "`").filter { $0.contains("/") }.map(String.init))
    #expect(named == Set(PluginRequests.all.filter { $0.isLaterAddition }.map { $0.method }))
  }

  private func answer<Request: PluginRequest>(of request: Request.Type) -> Any.Type { Request.Answer.self }

  /// A request's parameters: its stored properties, or a question's with the instance's number.
  static func parameters(of request: any PluginRequest.Type) -> Set<String> {
    guard let about = request as? any AboutAnInstance.Type else { return fields(of: request) }
    return fields(of: about.questionType).union(["instance"])
  }

  /// A type's stored properties as the wire has them: `name`, or `name?` when it may be absent.
  static func fields(of type: Any.Type) -> Set<String> {
    var fields: Set<String> = []
    _ = _forEachField(of: type, options: []) { name, _, fieldType, _ in
      fields.insert(String(cString: name) + (String(describing: fieldType).hasPrefix("Optional<") ? "?" : ""))
      return true
    }
    return fields
  }

  /// The top-level keys of the first `{…}` a cell shows in backticks: `{instance, double?}`.
  static func fields(ofObjectIn cell: String) -> Set<String> {
    guard let code = cell.split(separator: "`", omittingEmptySubsequences: false).dropFirst().first, code.hasPrefix("{") else {
      return ["(no {…} in backticks)"]
    }
    var fields: Set<String> = []
    var depth = 0
    var current = ""
    for character in code.dropFirst() {
      if "{[(".contains(character) { depth += 1 }
      if "}])".contains(character), depth > 0 { depth -= 1 }
      if character == ",", depth == 0 {
        fields.insert(current)
        current = ""
        continue
      }
      if depth == 0 { current.append(character) }
    }
    fields.insert(current)
    return Set(fields.compactMap { field in
      let name = field.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "?" }
      return name.isEmpty ? nil : String(name)
    })
  }
}
