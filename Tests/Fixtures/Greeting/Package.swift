// swift-tools-version:4.0
import PackageDescription

let package = Package(
    name: "Greeting",
    products: [
        .library(name: "Greeting", targets: ["Greeting"]),
    ],
    targets: [
        .target(name: "Greeting"),
        .testTarget(name: "GreetingTests", dependencies: ["Greeting"]),
    ]
)
