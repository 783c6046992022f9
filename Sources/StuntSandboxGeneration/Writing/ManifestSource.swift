import StuntDoublesGeneration

/// The sandbox package's `Package.swift`: Stunt and the package under test as path
/// dependencies, one executable target, `stunt-sandbox`, whose doubles the `StuntDoubles`
/// plugin generates at each build, and a test target that replays its sessions in `swift test`.
/// The package under test is not touched.
struct ManifestSource {
  static let executable = "stunt-sandbox"
  static let fileName = "Package.swift"

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
    // Stunt's sandbox of \(packageName), written by `\(command)`; the package itself is not
    // changed. `stunt sandbox` or `swift run \(Self.executable)` opens the REPL with its modules,
    // `swift run \(Self.executable) replay Sessions` or `swift test` replays its sessions as tests.
    import PackageDescription

    let package = Package(
      name: \(SwiftLiteral.string(sandboxName)),
      platforms: [.macOS(.v15)],
      dependencies: [
        .package(name: "Stunt", path: \(SwiftLiteral.string(stuntPath))),
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

  static func productDependency(_ product: String, _ package: String) -> String {
    ".product(name: \(SwiftLiteral.string(product)), package: \(SwiftLiteral.string(package))),"
  }

  static func packageDependency(_ path: String) -> String {
    ".package(path: \(SwiftLiteral.string(path))),"
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
