import Foundation
import Testing

@testable import StuntSandboxGeneration

@Suite("stunt sandbox writes a module from a type's source")
struct SandboxWriterTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
  static let stunt = fixtures.deletingLastPathComponent().deletingLastPathComponent()

  @Test func greeter() throws {
    let package = try PackageDescription.describe(Self.fixtures.appendingPathComponent("Greeting"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let writer = try SandboxWriter(package: package, folder: folder, stunt: Self.stunt, command: "stunt sandbox Greeter")
    let (changes, notes) = try writer.write(types: ["Greeter"])
    print(changes, notes)
    for change in changes {
      print("=== \(change.path)")
      print(String(decoding: FileManager.default.contents(atPath: folder.appendingPathComponent(change.path).path) ?? Data(), as: UTF8.self))
    }
  }
}
