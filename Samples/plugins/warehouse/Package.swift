// swift-tools-version: 6.1
// A Stunt plugin as a user writes one: a module (Fowler's Order and Warehouse), an executable
// that serves it, and a test target that makes each session of Sessions/ a Swift Testing case.
// `swift build`, then from this folder `stunt --plugin .build/debug/warehouse-plugin`, or
// `swift package stunt replay Sessions` to build and replay; `swift test` replays them too.
// In Stunt's checkout, `.stunt-plugins` here names Stunt's own build of it: after
// `stunt trust Samples/plugins/warehouse` (once), plain `stunt replay Sessions` finds it.
import PackageDescription

let package = Package(
  name: "Warehouse",
  platforms: [.macOS(.v15)],
  products: [
    // The module itself, for a package that hosts it in process (Stunt's benchmarks measure the
    // plugin against it).
    .library(name: "WarehouseModule", targets: ["WarehouseModule"])
  ],
  dependencies: [
    // Stunt, three folders up in its own repository; elsewhere, its git URL. Its `Macros` trait
    // (`@Doubles`) and nothing else: not the seed modules and the backend `stunt` has built in.
    .package(name: "Stunt", path: "../../..", traits: ["Macros"])
  ],
  targets: [
    .target(
      name: "WarehouseModule",
      dependencies: [.product(name: "StuntKit", package: "Stunt")]
    ),
    .executableTarget(
      name: "warehouse-plugin",
      dependencies: ["WarehouseModule", .product(name: "StuntPlugin", package: "Stunt")]
    ),
    .testTarget(
      name: "WarehouseSessionTests",
      dependencies: ["WarehouseModule", .product(name: "StuntTesting", package: "Stunt")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
