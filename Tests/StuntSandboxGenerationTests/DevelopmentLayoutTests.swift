import Foundation
import Testing

/// docs/development.md's layout table names every target of `Package.swift` but the tests, by
/// name or by its folder (`Modules/<Name>Module` for each built-in module), and nothing else.
@Suite("docs/development.md's layout")
struct DevelopmentLayoutTests {
  struct Target: Decodable {
    let name: String
    let type: String
    let path: String?

    /// Where its sources are, as SwiftPM looks for them by default.
    var folder: String { path ?? (type == "plugin" ? "Plugins/" : "Sources/") + name }
  }

  struct Manifest: Decodable {
    let targets: [Target]
  }

  @Test func theLayoutTableNamesEveryTargetAndNothingElse() throws {
    let root = SwiftPMEnvironmentTests.root
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("stunt-layout-\(getpid())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    // A scratch folder of its own: `make test` builds beside this test in `.build`, whose lock
    // SwiftPM would wait for.
    let swift = Process()
    swift.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    swift.arguments = ["swift", "package", "dump-package", "--scratch-path", scratch.path]
    swift.currentDirectoryURL = root
    let output = Pipe()
    swift.standardOutput = output
    swift.standardError = FileHandle.nullDevice
    try swift.run()
    let json = output.fileHandleForReading.readDataToEndOfFile()
    swift.waitUntilExit()
    let manifest = try JSONDecoder().decode(Manifest.self, from: json)
    let targets = manifest.targets.filter { $0.type != "test" }
    #expect(targets.count > 30)
    let document = try String(contentsOf: root.appendingPathComponent("docs/development.md"), encoding: .utf8)
    let entries = Self.firstColumn(of: document)
    let unnamed = targets.filter { target in !entries.contains { Self.entry($0, names: target) } }.map(\.name)
    #expect(unnamed == [], "docs/development.md's layout table leaves out \(unnamed)")
    let stale = entries.filter { entry in !targets.contains { Self.entry(entry, names: $0) } }
    #expect(stale == [], "docs/development.md's layout table names what is no target: \(stale)")
  }

  /// The code spans of the first column of the table under `| target | role |`.
  static func firstColumn(of document: String) -> [String] {
    let lines = document.split(separator: "\n").drop { !$0.hasPrefix("| target | role |") }.dropFirst(2)
    return lines.prefix { $0.hasPrefix("|") }.flatMap { line -> [String] in
      let cell = line.split(separator: "|", omittingEmptySubsequences: false)[1]
      return cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
  }

  /// `StuntKit` names the target of that name; `Samples/plugins/warehouse` every target in that
  /// folder; `Modules/<Name>Module` every target in a folder of that form.
  static func entry(_ entry: String, names target: Target) -> Bool {
    if entry == target.name { return true }
    guard entry.contains("/") else { return false }
    let folder = target.folder.hasPrefix("Sources/") ? String(target.folder.dropFirst("Sources/".count)) : target.folder
    if entry.contains("<Name>") {
      let parts = entry.components(separatedBy: "<Name>")
      return folder.hasPrefix(parts[0]) && folder.hasSuffix(parts[1]) && !folder.dropFirst(parts[0].count).contains("/")
    }
    return folder == entry || folder.hasPrefix(entry + "/")
  }
}
