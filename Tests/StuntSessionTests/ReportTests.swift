import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

import StuntKit
@testable import StuntSession

@Suite("Reporters")
struct ReportTests {
  let results = [
    FileResult(path: "a.session", status: .passed, duration: .milliseconds(12)),
    FileResult(
      path: "b & <c>.session", status: .failed,
      failures: [FileFailure(line: 3, summary: "`x` printed \"something\" else", details: ["  - 4 | \u{1B}[31mred"])]),
    FileResult(path: "c.session", status: .skipped("needs the backend")),
    FileResult(path: "d.session", status: .invalid(SessionParseError(line: 2, message: "a tab in the indentation"))),
  ]

  @Test func humanReportAndSummary() {
    let reporter = HumanReporter(colour: false)
    #expect(reporter.report(results[0], number: 1) == "PASS a.session\n")
    // What a terminal would act on is spelled out, in a name as in a line printed.
    #expect(reporter.report(results[1], number: 2)
      == "FAIL b & <c>.session\n  b & <c>.session:3: `x` printed \"something\" else\n    - 4 | \\u{1B}[31mred\n")
    let named = FileResult(path: "e\r\u{1B}[2K\nPASS f.session", status: .passed, duration: .milliseconds(1))
    #expect(reporter.report(named, number: 5) == "PASS e\\u{D}\\u{1B}[2K\\u{A}PASS f.session\n")
    #expect(TAPReporter(count: 1).report(named, number: 1) == "ok 1 - e\\u{D}\\u{1B}[2K\\u{A}PASS f.session\n")
    #expect(reporter.report(results[2], number: 3) == "SKIP c.session (needs the backend)\n")
    #expect(reporter.report(results[3], number: 4) == "FAIL d.session\nd.session:2: error: a tab in the indentation\n")
    #expect(reporter.summary(results) == "1 passed, 2 failed, 1 skipped\n")
    #expect(HumanReporter(colour: true).report(results[0], number: 1) == "\u{1B}[32mPASS\u{1B}[0m a.session\n")
  }

  @Test func tap() {
    let reporter = TAPReporter(count: 4)
    #expect(reporter.start() == "TAP version 13\n1..4\n")
    #expect(reporter.report(results[0], number: 1) == "ok 1 - a.session\n")
    #expect(reporter.report(results[2], number: 3) == "ok 3 - c.session # SKIP needs the backend\n")
    #expect(reporter.report(results[1], number: 2).hasPrefix("not ok 2 - b & <c>.session\n  ---\n  message: |\n"))
  }

  @Test func junitParsesAsXMLWithoutEscapeCodes() throws {
    let xml = JUnitReport.xml(results)
    #expect(!xml.contains("\u{1B}"))
    let document = try XMLDocument(xmlString: xml)
    let suites = try #require(document.rootElement())
    #expect(suites.name == "testsuites")
    #expect(suites.attribute(forName: "tests")?.stringValue == "4")
    #expect(suites.attribute(forName: "failures")?.stringValue == "1")
    #expect(suites.attribute(forName: "errors")?.stringValue == "1")
    let cases = try document.nodes(forXPath: "//testcase") as? [XMLElement] ?? []
    #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["a.session", "b & <c>.session", "c.session", "d.session"])
    #expect(try document.nodes(forXPath: "//failure").first?.stringValue?.contains("printed \"something\" else") == true)
    #expect(try document.nodes(forXPath: "//skipped").count == 1)
    let version = try document.nodes(forXPath: "//testsuite/properties/property[@name='stunt.version']").first as? XMLElement
    #expect(version?.attribute(forName: "value")?.stringValue == StuntVersion.current)
  }

  /// GitHub's documented form (docs.github.com, "Workflow commands", "Setting an error message"):
  /// `::error file={name},line={line},title={title}::{message}`, a property escaping `%` `\r`
  /// `\n` `:` `,` and the message `%` `\r` `\n`. The expected lines are written out by hand.
  @Test func githubAnnotationsMarkEachFailingCommandWithGitHubsEscapes() {
    let result = FileResult(
      path: "Samples/a, b: 100%.session", status: .failed,
      failures: [
        FileFailure(line: 3, summary: "`send x` printed something else (- expected, + actual)", details: ["  - count: 1,", "  + count: 2,\r"]),
        FileFailure(line: 9, summary: "`expect count == 5` failed: 50% of it"),
      ])
    #expect(Annotations.github.lines(result) == [
      "::error file=Samples/a%2C b%3A 100%25.session,line=3,title=Samples/a%2C b%3A 100%25.session::"
        + "`send x` printed something else (- expected, + actual)%0A  - count: 1,%0A  + count: 2,%0D",
      "::error file=Samples/a%2C b%3A 100%25.session,line=9,title=Samples/a%2C b%3A 100%25.session::"
        + "`expect count == 5` failed: 50%25 of it",
    ])
    let broken = FileResult(path: "x.session", status: .invalid(SessionParseError(line: 2, message: "the file is not UTF-8 text")))
    #expect(Annotations.github.lines(broken) == ["::error file=x.session,line=2,title=x.session::error: the file is not UTF-8 text"])
    #expect(Annotations.github.lines(FileResult(path: "y.session", status: .passed)).isEmpty)
    #expect(Annotations.none.lines(result).isEmpty)
    #expect(Annotations.default(environment: ["GITHUB_ACTIONS": "true"]) == .github)
    #expect(Annotations.default(environment: ["CI": "true"]) == .none)
  }

  @Test func junitGroupsSessionsByFolder() throws {
    let xml = JUnitReport.xml([
      FileResult(path: "Samples/counter/seed-test.session", status: .passed),
      FileResult(path: "./Samples/plugins/warehouse/Sessions/fill.session", status: .passed),
      FileResult(path: "README.md", status: .passed),
    ])
    let cases = try XMLDocument(xmlString: xml).nodes(forXPath: "//testcase") as? [XMLElement] ?? []
    #expect(cases.map { $0.attribute(forName: "classname")?.stringValue } == [
      "Samples.counter", "Samples.plugins.warehouse.Sessions", "README",
    ])
    #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["seed-test.session", "fill.session", "README.md"])
    #expect(cases.first?.attribute(forName: "file")?.stringValue == "Samples/counter/seed-test.session")
  }

  @Test func shardsAreStableAndCoverEveryFile() throws {
    let paths = (1...50).map { "Samples/x/\($0).session" }
    let shards = (1...3).map { try! #require(Shard("\($0)/3")) }
    for path in paths {
      #expect(shards.filter { $0.contains(path) }.count == 1)
    }
    #expect(Shard("0/3") == nil && Shard("4/3") == nil && Shard("x") == nil)
    // Pinned: a shard must hold the same files on every machine and every release.
    #expect(Shard.fnv1a("") == 0xcbf2_9ce4_8422_2325)
    #expect(Shard.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
  }
}
