// swift-tools-version: 6.2
// Stunt's benchmarks, a package of their own beside Stunt's (`make bench`): `stunt-bench`, which
// measures Stunt's release build (`.build/release/stunt` and the sample plugin) and the engine in
// its own process, each against a baseline run in the same command, and the two programs its
// first-prompt baseline runs. It reaches Stunt only through Stunt's products, as any package that
// depends on Stunt does.
import PackageDescription

let package = Package(
  name: "StuntBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "Stunt", path: ".."),
    // The sample plugin's module, in process: what the plugin benchmark measures it against.
    .package(name: "Warehouse", path: "../Samples/plugins/warehouse"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
  ],
  targets: [
    .executableTarget(
      name: "stunt-bench",
      dependencies: [
        .product(name: "StuntEngine", package: "Stunt"), .product(name: "StuntKit", package: "Stunt"),
        .product(name: "StuntSession", package: "Stunt"), .product(name: "StuntBackend", package: "Stunt"),
        .product(name: "CounterModule", package: "Stunt"), .product(name: "ProjectModule", package: "Stunt"),
        .product(name: "WarehouseModule", package: "Warehouse"), .product(name: "StuntTestSupport", package: "Stunt"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ],
      path: "StuntBenchmarks"
    ),
    .executableTarget(name: "prompt-baseline", path: "PromptBaseline"),
    .executableTarget(
      name: "prompt-baseline-urlsession",
      path: "PromptBaselineURLSession",
      // make's release builds autolink no libcurl (the Makefile's RELEASE_FLAGS); the baseline
      // loads it at start, as every binary did before CLibcurlOnDemand.
      linkerSettings: [.linkedLibrary("curl")]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// A warning in Stunt's own Swift code fails the build, as in Stunt's package.
for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
