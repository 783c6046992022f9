import Foundation
import StuntDoublesGeneration
import Testing

@testable import StuntSandboxGeneration

/// `stunt sandbox` fed what Swift allows but nobody writes on purpose: names that are paths or
/// shell code, keywords, words and Korean as method names, declarations nested deeper than a
/// debug parser reads, and folders that are not a sandbox's. Nothing is written outside the
/// sandbox, and what is written parses.
@Suite("stunt sandbox and hostile declarations")
struct HostileSandboxInputTests {
  /// Every file under `folder`, relative to it.
  func files(under folder: URL) -> [String] {
    let root = folder.standardizedFileURL.path + "/"
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    return (enumerator?.allObjects as? [URL] ?? []).map { $0.standardizedFileURL.path }.filter { !$0.hasPrefix(root + ".") }
      .map { $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : "OUTSIDE " + $0 }.sorted()
  }

  @Test func namesThatArePathsOrShellCodeMakePlainNamesInsideTheSandbox() throws {
    let package = try TemporaryPackage(sources: [
      "Odd.swift": """
        final class `../../../escape` { func run() {} }
        final class `x; $(touch pwned) "q"` { func run() {} }
        """
    ])
    defer { package.remove() }
    let (_, notes) = try package.sandbox(["../../../escape", "`x; $(touch pwned) \"q\"`"])
    #expect(notes.first == "`../../../escape` is `load escape`: slots none")
    let sandbox = package.folder.appendingPathComponent("StuntSandbox")
    let written = files(under: sandbox)
    #expect(written.filter { $0.hasPrefix("OUTSIDE") }.isEmpty, "\(written)")
    #expect(written.contains("Sources/stunt-sandbox/escapeModule.swift"))
    #expect(written.contains("Sources/stunt-sandbox/xTouchPwnedQModule.swift"))
    #expect(written.contains("Sessions/x-touch-pwned-q.session"))
    let module = package.read("StuntSandbox/Sources/stunt-sandbox/xTouchPwnedQModule.swift")
    #expect(module.contains("let xTouchPwnedQ: `x; $(touch pwned) \"q\"`"), "\(module)")
    #expect(GeneratedSwift.firstDiagnostic(module) == nil)
    #expect(GeneratedSwift.firstDiagnostic(package.read("StuntSandbox/Sources/stunt-sandbox/SandboxModules.swift")) == nil)
  }

  @Test func keywordsWordsAndKoreanAreInputsOfTheirOwn() throws {
    let package = try TemporaryPackage(sources: [
      "Player.swift": """
        final class Player {
          func `default`() -> Int { 1 }
          func `two words`() -> Int { 2 }
          func 실행(값: Int) -> Int { 값 }
          func `42`() {}
          func take(`the value`: Int) {}
          static func == (lhs: Player, rhs: Player) -> Bool { true }
        }
        """
    ])
    defer { package.remove() }
    let system = try package.system("Player")
    #expect(system.inputs.map(\.name) == ["default", "twoWords", "실행"])
    #expect(system.inputs.map(\.payloadName) == [nil, nil, "실행Arguments"])
    #expect(system.leftOut.contains("`42`() has no letter to name an input by"), "\(system.leftOut)")
    #expect(system.leftOut.contains("take(`the value`:) takes the value, a name `send` cannot take as a key"), "\(system.leftOut)")
    let text = ModuleSource(system: system, packageName: "App", command: "stunt sandbox Player").text
    #expect(GeneratedSwift.firstDiagnostic(text) == nil, "\(text)")
    #expect(text.contains("case `default`"))
    #expect(text.contains("player.`two words`()"))
    #expect(text.contains("case 실행(실행Arguments)"))
  }

  /// Valid Swift 50 levels deep is read in a debug build as in a release one; 300 levels deep is
  /// said to be too deep, at its line.
  @Test func nestingHasAStatedLimitNotASilentOne() throws {
    func nested(_ depth: Int) -> String {
      let path = (1..<depth).map { "L\($0)" }.joined(separator: ".")
      return (0..<depth).map { "enum L\($0) {\n" }.joined() + "protocol Deep { func go() -> Int }\n"
        + String(repeating: "}\n", count: depth)
        + "final class Top {\n  let deep: L0.\(path).Deep\n  init(deep: L0.\(path).Deep) { self.deep = deep }\n}\n"
    }
    let deep = try TemporaryPackage(sources: ["Deep.swift": nested(50)])
    defer { deep.remove() }
    #expect(try deep.system("Top").slots.map(\.doubles) == ["L0" + (1..<50).map { "L\($0)" }.joined() + "DeepDoubles"])
    let deeper = try TemporaryPackage(sources: ["Deep.swift": nested(300)])
    defer { deeper.remove() }
    let refusal = #expect(throws: SandboxError.self) { try deeper.system("Top") }
    #expect(refusal?.message.hasPrefix("cannot read Sources/App/Deep.swift:258: ") == true, "\(refusal?.message ?? "")")
    #expect(refusal?.message.contains("up to \(SwiftSource.maximumNesting) levels deep") == true)
  }

  @Test func theSandboxIsNeverThePackageNorAnotherPackage() throws {
    let package = try TemporaryPackage(sources: ["Shop.swift": "class Shop { func open() {} }"])
    defer { package.remove() }
    let own = #expect(throws: SandboxError.self) {
      _ = try SandboxWriter(package: package.description, folder: package.folder, stunt: URL(fileURLWithPath: "/opt/stunt"), command: "stunt sandbox Shop --into .")
    }
    #expect(own?.message.hasPrefix("the sandbox is a package of its own and cannot be the package's own folder") == true)
    let other = package.folder.appendingPathComponent("Other")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Other\")\n"
    try Data(manifest.utf8).write(to: other.appendingPathComponent("Package.swift"))
    let writer = try SandboxWriter(package: package.description, folder: other, stunt: URL(fileURLWithPath: "/opt/stunt"), command: "stunt sandbox Shop --into Other")
    let refused = #expect(throws: SandboxError.self) { try writer.write(types: ["Shop"]) }
    #expect(refused?.message.hasSuffix("is another package's manifest, not a sandbox Stunt wrote; choose an empty folder or a sandbox with --into") == true)
    #expect(package.read("Other/Package.swift") == manifest)
  }

  /// SwiftPM's answer for a manifest that does not compile names the compiler's first error at
  /// its line, not the temporary paths of "Invalid manifest (compiled with: [...])".
  @Test func aManifestThatDoesNotCompileIsSaidAtItsLine() {
    let folder = URL(fileURLWithPath: "/tmp/badm")
    let errors = """
      error: 'badm': Invalid manifest (compiled with: ["/opt/swift/usr/bin/swiftc", "-vfsoverlay", "/tmp/TemporaryDirectory.AWlQkd/vfs.yaml"])
      /tmp/badm/Package.swift:4:31: error: expected ']' in container literal expression
      2 | import PackageDescription
      """
    #expect(PackageDescription.reason(errors, in: folder) == "Package.swift:4:31: expected ']' in container literal expression")
    #expect(PackageDescription.reason("error: 'x': Invalid manifest (compiled with: [\"/tmp/T/a\"])", in: folder) == "'x': Invalid manifest")
  }
}
