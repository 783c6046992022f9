import Foundation
import StuntDoublesGeneration

/// The sandbox package's `Package.swift`: Stunt and the package under test as path
/// dependencies, one executable target, `stunt-sandbox`, whose doubles the `StuntDoubles`
/// plugin generates at each build, and a test target that replays its sessions in `swift test`.
/// The package under test is not touched.
struct ManifestSource {
  static let executable = "stunt-sandbox"
  static let fileName = "Package.swift"
  /// How a sandbox's manifest begins, after its tools version.
  static let mark = "// Stunt's sandbox of "

  let sandboxName: String
  let packageName: String
  let command: String
  /// From the sandbox's folder to Stunt's, and to the package under test's.
  let stuntPath: String
  let packagePath: String
  let packageIdentity: String
  let products: [String]

  var text: String {
    """
    // swift-tools-version: 6.2
    \(Self.mark)\(packageName), written by `\(command)`; the package itself is not
    // changed. `stunt sandbox` or `swift run \(Self.executable)` opens the REPL with its modules,
    // `swift run \(Self.executable) replay Sessions` or `swift test` replays its sessions as tests.
    import PackageDescription

    let package = Package(
      name: \(SwiftLiteral.string(sandboxName)),
      platforms: [.macOS(.v15)],
      dependencies: [
        \(Self.stuntDependency(stuntPath))
        \(Self.packageDependency(packagePath))
      ],
      targets: [
        .executableTarget(
          name: \(SwiftLiteral.string(Self.executable)),
          dependencies: [
            .product(name: "StuntCommandLine", package: "Stunt"),
            .product(name: "StuntKit", package: "Stunt"),
    \(products.map { "        " + Self.productDependency($0, packageIdentity) }.joined(separator: "\n"))
          ],
          plugins: [.plugin(name: "StuntDoubles", package: "Stunt")]
        ),
        .testTarget(
          name: \(SwiftLiteral.string(SessionTestsSource.target)),
          dependencies: [.target(name: \(SwiftLiteral.string(Self.executable))), .product(name: "StuntTesting", package: "Stunt")]
        ),
      ],
      swiftLanguageModes: [.v6]
    )

    """
  }

  /// Stunt without its default traits: no seed module, no backend, no swift-syntax is fetched or
  /// built for a sandbox, and the doubles are written by the `stunt-generate` that `stunt sandbox`
  /// runs (Stunt's Package.swift, `StuntTrait`).
  static func stuntDependency(_ path: String) -> String {
    ".package(name: \"Stunt\", path: \(SwiftLiteral.string(path)), traits: []),"
  }

  /// An existing manifest (a sandbox written by Stunt 0.1.0) that depends on Stunt with all its
  /// default traits, which compiles swift-syntax and resolves thirty packages it does not use:
  /// the same dependency without them; nil when there is nothing to change.
  static func upgradingStuntDependency(in manifest: String) -> String? {
    let pattern = #"\.package\(name: "Stunt", path: ("(?:[^"\\]|\\.)*")\)"#
    guard let regex = try? NSRegularExpression(pattern: pattern),
      let match = regex.firstMatch(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)),
      let whole = Range(match.range, in: manifest), let path = Range(match.range(at: 1), in: manifest)
    else { return nil }
    return manifest.replacingCharacters(in: whole, with: ".package(name: \"Stunt\", path: \(manifest[path]), traits: [])")
  }

  static func productDependency(_ product: String, _ package: String) -> String {
    ".product(name: \(SwiftLiteral.string(product)), package: \(SwiftLiteral.string(package))),"
  }

  static func packageDependency(_ path: String) -> String {
    ".package(path: \(SwiftLiteral.string(path))),"
  }

  /// Whether a manifest is a sandbox's: one `stunt sandbox` wrote (its first comment says so),
  /// or one that depends on Stunt by path as a sandbox does.
  static func isSandbox(_ manifest: String) -> Bool {
    manifest.contains(mark) || manifest.contains(".package(name: \"Stunt\"")
  }

  /// An existing manifest that also depends on the package at `path`; nil when it already does.
  static func adding(packageAt path: String, to manifest: String) throws(SandboxError) -> String? {
    let line = packageDependency(path)
    guard !manifest.contains(line) else { return nil }
    guard let stunt = manifest.range(of: ".package(name: \"Stunt\"") else {
      throw SandboxError("the sandbox's Package.swift no longer depends on Stunt as `stunt sandbox` wrote it; add \(line) by hand")
    }
    let lineStart = manifest[..<stunt.lowerBound].lastIndex(of: "\n").map { manifest.index(after: $0) } ?? manifest.startIndex
    let indent = manifest[lineStart..<stunt.lowerBound]
    return manifest.replacingCharacters(in: lineStart..<lineStart, with: indent + line + "\n")
  }

  /// An existing manifest with `product` of `package` among the executable's dependencies;
  /// nil when it already has it.
  static func adding(_ product: String, of package: String, to manifest: String) throws(SandboxError) -> String? {
    let line = productDependency(product, package)
    guard !manifest.contains(line) else { return nil }
    let anchor = productDependency("StuntKit", "Stunt")
    guard let range = manifest.range(of: anchor) else {
      throw SandboxError("the sandbox's Package.swift no longer depends on StuntKit as `stunt sandbox` wrote it; add \(line) by hand")
    }
    let indent = manifest[..<range.lowerBound].reversed().prefix { $0 == " " }
    return manifest.replacingCharacters(in: range, with: anchor + "\n" + String(indent) + line)
  }
}
