import Foundation

@testable import StuntSandboxGeneration

/// A package written to a temporary folder, described as SwiftPM would describe it (without
/// running SwiftPM): one library target `App`, exported by a product of the same name unless
/// `exported` is false, plus a test target `AppTests`.
struct TemporaryPackage {
  let folder: URL
  let description: PackageDescription

  init(sources: [String: String], tests: [String: String] = [:], exported: Bool = true) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("stunt-sandbox-test-\(UUID().uuidString)")
    for (name, text) in sources {
      try Self.write(text, to: folder.appendingPathComponent("Sources/App/\(name)"))
    }
    for (name, text) in tests {
      try Self.write(text, to: folder.appendingPathComponent("Tests/AppTests/\(name)"))
    }
    let products = exported ? #"[{"name": "App", "targets": ["App"], "type": {"library": ["automatic"]}}]"# : "[]"
    let json = """
      {"name": "App", "path": "\(folder.path)", "products": \(products), "targets": [
        {"name": "App", "c99name": "App", "path": "Sources/App", "sources": \(Self.list(sources.keys)), "type": "library", "module_type": "SwiftTarget"},
        {"name": "AppTests", "c99name": "AppTests", "path": "Tests/AppTests", "sources": \(Self.list(tests.keys)), "type": "test", "module_type": "SwiftTarget"}
      ]}
      """
    description = try JSONDecoder().decode(PackageDescription.self, from: Data(json.utf8))
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// The sandbox folder's files after writing a sandbox of `types` into `folder/StuntSandbox`.
  func sandbox(_ types: [String]) throws -> (changes: [SandboxWriter.Change], notes: [String]) {
    let writer = try SandboxWriter(
      package: description, folder: folder.appendingPathComponent("StuntSandbox"), stunt: URL(fileURLWithPath: "/opt/stunt"),
      command: "stunt sandbox " + types.joined(separator: " "))
    return try writer.write(types: types)
  }

  func read(_ path: String) -> String {
    String(decoding: FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) ?? Data(), as: UTF8.self)
  }

  /// What `type` reads as, without writing anything.
  func system(_ type: String) throws -> SystemUnderTest {
    try SystemUnderTest.read(type, in: PackageIndex(package: description, files: try SourceFile.all(of: description)))
  }

  private static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  private static func list(_ names: some Collection<String>) -> String {
    "[" + names.sorted().map { "\"\($0)\"" }.joined(separator: ", ") + "]"
  }
}
