/// The sandbox package's `Package.swift`: Stunt and the package under test as path
/// dependencies, and one executable target, `stunt-sandbox`, whose doubles the `StuntDoubles`
/// plugin generates at each build. The package under test is not touched.
struct ManifestSource {
  static let executable = "stunt-sandbox"
  static let fileName = "Package.swift"

  let sandboxName: String
  let command: String
  /// From the sandbox's folder to Stunt's, and to the package under test's.
  let stuntPath: String
  let packagePath: String
  let packageIdentity: String
  let products: [String]

  var text: String {
    """
    // swift-tools-version: 6.2
    // Stunt's sandbox of \(packageIdentity), written by `\(command)`; the package itself is not
    // changed. `stunt sandbox` or `swift run \(Self.executable)` opens the REPL with its modules,
    // `swift run \(Self.executable) replay Sessions` replays its sessions as tests.
    import PackageDescription

    let package = Package(
      name: \(SwiftLiteral.string(sandboxName)),
      platforms: [.macOS(.v15)],
      dependencies: [
        .package(name: "Stunt", path: \(SwiftLiteral.string(stuntPath))),
        .package(path: \(SwiftLiteral.string(packagePath))),
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
        )
      ],
      swiftLanguageModes: [.v6]
    )

    """
  }

  static func productDependency(_ product: String, _ package: String) -> String {
    ".product(name: \(SwiftLiteral.string(product)), package: \(SwiftLiteral.string(package))),"
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
