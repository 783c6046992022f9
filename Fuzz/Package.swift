// swift-tools-version: 6.2
// Stunt's fuzzers, a package of their own beside Stunt's (`make fuzz`, Fuzz/run): the targets
// (the lexer, the value reader, the session parser, the line matcher, the backend's request
// handling and the doubles generator's reading of Swift) and one executable that is a libFuzzer
// fuzzer when built with -sanitize=fuzzer and a checker of saved inputs otherwise. It reaches
// Stunt only through Stunt's products, as any package that depends on Stunt does.
import PackageDescription

let package = Package(
  name: "StuntFuzz",
  platforms: [.macOS(.v15)],
  traits: [
    // Without it, no swift-syntax: the fuzzers of everything but the generator.
    .trait(name: "Generator", description: "The doubles generator's target (it reads Swift with swift-syntax)"),
    .default(enabledTraits: ["Generator"]),
  ],
  dependencies: [
    // Stunt's built-in modules' backend, and with this package's Generator trait, Stunt's (what
    // gives its generator swift-syntax); not its Macros trait: libFuzzer cannot be linked into a
    // compiler plugin, and without the trait StuntKit declares no macro.
    .package(
      name: "Stunt", path: "..",
      traits: ["BuiltIns", .trait(name: "Generator", condition: .when(traits: ["Generator"]))])
  ],
  targets: [
    .target(
      name: "StuntFuzzTargets",
      dependencies: [
        .product(name: "StuntEngine", package: "Stunt"), .product(name: "StuntSession", package: "Stunt"),
        .product(name: "StuntBackend", package: "Stunt"), .product(name: "StuntKit", package: "Stunt"),
        .product(name: "StuntDoublesGeneration", package: "Stunt", condition: .when(traits: ["Generator"])),
      ],
      path: "StuntFuzzTargets"
    ),
    .executableTarget(
      name: "stunt-fuzz",
      dependencies: ["StuntFuzzTargets", .product(name: "StuntKit", package: "Stunt")],
      path: "stunt-fuzz"
    ),
  ],
  swiftLanguageModes: [.v6]
)

// A warning in Stunt's own Swift code fails the build, as in Stunt's package.
for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
