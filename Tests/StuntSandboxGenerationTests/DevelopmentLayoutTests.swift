import Foundation
import Testing

/// docs/development.md's layout table names every target of `Package.swift`, `Fuzz/Package.swift`
/// and `Benchmarks/Package.swift` but the tests, by name or by its folder (`Modules/<Name>Module`
/// for each built-in module, `Fuzz/stunt-fuzz`), and nothing else.
@Suite("docs/development.md's layout")
struct DevelopmentLayoutTests {
  struct Target: Decodable {
    let name: String
    let type: String
    let path: String?

    /// Where its sources are, as SwiftPM looks for them by default.
    var folder: String { path ?? (type == "plugin" ? "Plugins/" : "Sources/") + name }

    /// The target of a package in `folder` of Stunt's checkout, its folder from the checkout's root.
    func inFolder(_ folder: String) -> Target {
      Target(name: name, type: type, path: folder + "/" + (path ?? "Sources/" + name))
    }
  }

  struct Manifest: Decodable {
    let targets: [Target]
  }

  /// Stunt's package and the two beside it, each read by SwiftPM (`swift package dump-package`).
  static let packages = ["", "Fuzz", "Benchmarks"]

  @Test func theLayoutTableNamesEveryTargetAndNothingElse() throws {
    let root = SwiftPMEnvironmentTests.root
    var targets: [Target] = []
    for folder in Self.packages {
      let manifest = try Self.manifest(of: folder.isEmpty ? root : root.appendingPathComponent(folder))
      // The root manifest reads as one: few enough targets to hold in mind (issue 54).
      if folder.isEmpty { #expect(manifest.targets.count <= 35, "Package.swift has \(manifest.targets.count) targets") }
      targets += manifest.targets.filter { $0.type != "test" }.map { folder.isEmpty ? $0 : $0.inFolder(folder) }
    }
    #expect(targets.count > 30)
    let document = try String(contentsOf: root.appendingPathComponent("docs/development.md"), encoding: .utf8)
    let entries = Self.firstColumn(of: document)
    let unnamed = targets.filter { target in !entries.contains { Self.entry($0, names: target) } }.map(\.name)
    #expect(unnamed == [], "docs/development.md's layout table leaves out \(unnamed)")
    let stale = entries.filter { entry in !targets.contains { Self.entry(entry, names: $0) } }
    #expect(stale == [], "docs/development.md's layout table names what is no target: \(stale)")
  }

  static func manifest(of package: URL) throws -> Manifest {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("stunt-layout-\(getpid())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    // A scratch folder of its own: `make test` builds beside this test in `.build`, whose lock
    // SwiftPM would wait for.
    let swift = Process()
    swift.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    swift.arguments = ["swift", "package", "dump-package", "--scratch-path", scratch.path]
    swift.currentDirectoryURL = package
    let output = Pipe()
    swift.standardOutput = output
    swift.standardError = FileHandle.nullDevice
    try swift.run()
    let json = output.fileHandleForReading.readDataToEndOfFile()
    swift.waitUntilExit()
    return try JSONDecoder().decode(Manifest.self, from: json)
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
