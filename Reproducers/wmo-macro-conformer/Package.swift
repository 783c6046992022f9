// swift-tools-version: 6.1
// Whole-module optimization takes an internal protocol's one hand-written conformer for the only
// one, although a peer macro declares another: `swift run -c release repro` crashes (or prints
// garbage), `swift run repro` prints "double". No Stunt code; see README.md.
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "WMOMacroConformer",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0")
  ],
  targets: [
    .macro(
      name: "ConformerMacros",
      dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]
    ),
    .target(name: "Conformer", dependencies: ["ConformerMacros"]),
    .executableTarget(name: "repro", dependencies: ["Conformer"]),
  ]
)
