import Foundation
import StuntGeneratorInterface

/// A package as SwiftPM describes it (`swift package describe --type json`): what the sandbox
/// needs of the manifest, read from SwiftPM itself rather than by evaluating `Package.swift`.
public struct PackageDescription: Decodable, Sendable {
  public var name: String
  /// The package's folder, absolute.
  public var path: String
  public var products: [Product]
  public var targets: [Target]

  public struct Product: Decodable, Sendable {
    public var name: String
    public var targets: [String]
    /// `{"library": ["automatic"]}`, `{"executable": null}` ...: only the kind's key is read.
    var type: [String: JSONValueIgnored]

    public var isLibrary: Bool { type.keys.contains("library") }
  }

  public struct Target: Decodable, Sendable {
    public var name: String
    /// The module name: what `import` takes.
    public var c99name: String
    /// Relative to the package's folder.
    public var path: String
    /// Relative to the target's path.
    public var sources: [String]
    /// `library`, `executable`, `test`, `macro` ...
    public var type: String
    public var moduleType: String

    enum CodingKeys: String, CodingKey {
      case name, c99name, path, sources, type
      case moduleType = "module_type"
    }

    public var isTest: Bool { type == "test" }
    public var isSwift: Bool { moduleType == "SwiftTarget" }
  }

  /// The library product that exports `target`, which another package can depend on.
  public func library(exporting target: String) -> Product? {
    products.first { $0.isLibrary && $0.targets.contains(target) }
  }

  /// The name another package's manifest gives a path dependency on this one: its folder's.
  public var identity: String {
    URL(fileURLWithPath: path).lastPathComponent
  }
}

/// A JSON value whose content does not matter, only that it is there.
struct JSONValueIgnored: Decodable, Sendable {
  init(from decoder: any Decoder) throws {}
}

extension PackageDescription {
  /// What SwiftPM said was wrong, in one line: for a manifest that does not compile, the
  /// compiler's first error with its place in the package (`Package.swift:4:31: expected ']'
  /// ...`), not SwiftPM's "Invalid manifest (compiled with: [...])" and its temporary paths.
  static func reason(_ errors: String, in folder: URL) -> String? {
    let lines = errors.split(separator: "\n").map(String.init)
    let root = folder.standardizedFileURL.path + "/"
    if let located = lines.first(where: { $0.contains(": error: ") && $0.hasPrefix(root) }) {
      return String(located.dropFirst(root.count)).replacingOccurrences(of: ": error: ", with: ": ")
    }
    guard let first = lines.first(where: { $0.contains("error") }) else { return nil }
    var reason = first.hasPrefix("error: ") ? String(first.dropFirst("error: ".count)) : first
    if let compiled = reason.range(of: " (compiled with: [") { reason = String(reason[..<compiled.lowerBound]) }
    return reason
  }

  /// Asks SwiftPM (`swift package describe --type json`) about the package in `folder`.
  public static func describe(_ folder: URL, swift: String = "swift") throws(SandboxError) -> PackageDescription {
    // SwiftPM runs in the folder, so a missing one would read as a missing `swift`.
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw SandboxError("SwiftPM cannot read the package in \(folder.lastPathComponent): there is no such folder")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [swift, "package", "describe", "--type", "json"]
    process.currentDirectoryURL = folder
    process.environment = SwiftPMEnvironment.stable(ProcessInfo.processInfo.environment, in: folder.path)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do { try process.run() } catch {
      throw SandboxError("cannot run `swift package describe`: \(error.localizedDescription)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let problem = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw SandboxError(
        "SwiftPM cannot read the package in \(folder.lastPathComponent): "
          + (Self.reason(String(decoding: problem, as: UTF8.self), in: folder) ?? "exit status \(process.terminationStatus)"))
    }
    do {
      return try JSONDecoder().decode(PackageDescription.self, from: data)
    } catch {
      throw SandboxError("SwiftPM's description of \(folder.lastPathComponent) did not read as expected: \(error)")
    }
  }
}
