// swift-tools-version: 6.2
import CompilerPluginSupport

import PackageDescription

// What a package that depends on Stunt can leave out. Stunt's own build enables all three (the
// default); a sandbox `stunt sandbox` writes depends on Stunt with `traits: []`, a plugin package
// with `traits: ["Macros"]`, so that SwiftPM neither fetches nor compiles the rest: not the seed
// modules, the embedded backend and what they use (Hummingbird, NIO, GRDB, OpenCombine,
// swift-dependencies), and without the first two, not swift-syntax either. SwiftPM prunes a
// dependency of a package only by traits (a local package's unused products are resolved all the
// same), so every edge to those packages below carries its trait.
enum StuntTrait {
  /// `@Doubles` and `@MethodNames`: StuntKit declares them, and their compiler plugin is built for
  /// the host with swift-syntax.
  static let macros = "Macros"
  /// The `StuntDoubles` build plugin builds `stunt-generate` from source (with swift-syntax).
  /// Without it, the plugin runs the `stunt-generate` installed beside `stunt`.
  static let generator = "Generator"
  /// The seed modules, the embedded backend, and `stunt`'s own subcommands that use them.
  static let builtIns = "BuiltIns"
}

// make's builds (`make macros`) make the macros' compiler plugin an ordinary executable of the
// debug build and pass it to the compiler with `-load-plugin-executable`. A macro target is built
// for the host, with a swift-syntax of its own beside the one `stunt-generate` and the tests link
// (75 s of CPU in a debug build), and, in a release build, optimized (as long as all the rest).
let prebuiltMacros = Context.environment["STUNT_PREBUILT_MACROS"] != nil
let macros: [Target.Dependency] = prebuiltMacros ? [] : [.target(name: "StuntMacros", condition: .when(traits: [StuntTrait.macros]))]
let macroPlugin: [Target.Dependency] = ["StuntMacroExpansions", syntax("SwiftCompilerPlugin")]

/// A product of swift-syntax, needed only where macros or the generator are built.
func syntax(_ product: String) -> Target.Dependency {
  .product(name: product, package: "swift-syntax", condition: .when(traits: [StuntTrait.macros, StuntTrait.generator]))
}
/// A product only the built-in modules, the backend and their tests use.
func builtIn(_ product: String, _ package: String) -> Target.Dependency {
  .product(name: product, package: package, condition: .when(traits: [StuntTrait.builtIns]))
}

let clocks = Target.Dependency.product(name: "Clocks", package: "swift-clocks")
let concurrencyExtras = Target.Dependency.product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")
let customDump = Target.Dependency.product(name: "CustomDump", package: "swift-custom-dump")
let dependencies = builtIn("Dependencies", "swift-dependencies")
let issueReporting = Target.Dependency.product(name: "IssueReporting", package: "xctest-dynamic-overlay")
let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")

/// A built-in module: its folder, `Sources/Modules/<name>`, and what it uses beside StuntKit.
func module(_ name: String, uses: [Target.Dependency] = []) -> Target {
  .target(name: name, dependencies: ["StuntKit"] + uses, path: "Sources/Modules/\(name)")
}

// The built-in modules, one entry each: it makes the module's target and puts it among
// BuiltInModules' dependencies, so `ModuleRegistry` can list it.
let builtInModules = [
  module("CounterModule", uses: [clocks, concurrencyExtras, dependencies, issueReporting]),
  module("ClubProfileModule", uses: [issueReporting]),
  module("RouterModule", uses: [issueReporting]),
  module(
    "ProjectModule",
    uses: [
      concurrencyExtras, customDump, dependencies, issueReporting, builtIn("OpenCombine", "OpenCombine"), builtIn("GRDB", "GRDB.swift"),
    ]),
  module("UpDownModule"),
]

let package = Package(
  name: "Stunt",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "stunt", targets: ["stunt"]),
    .library(name: "StuntKit", targets: ["StuntKit"]),
    .library(name: "StuntPlugin", targets: ["StuntPlugin"]),
    .library(name: "StuntCommandLine", targets: ["StuntCommandLine"]),
    .library(name: "StuntTesting", targets: ["StuntTesting"]),
    // For Stunt's fuzzers (Fuzz/) and benchmarks (Benchmarks/), packages of their own that see
    // Stunt as any package that depends on it does: the parts they fuzz and measure.
    .library(name: "StuntEngine", targets: ["StuntEngine"]),
    .library(name: "StuntSession", targets: ["StuntSession"]),
    .library(name: "StuntBackend", targets: ["StuntBackend"]),
    .library(name: "StuntDoublesGeneration", targets: ["StuntDoublesGeneration"]),
    .library(name: "CounterModule", targets: ["CounterModule"]),
    .library(name: "ProjectModule", targets: ["ProjectModule"]),
    .library(name: "StuntTestSupport", targets: ["StuntTestSupport"]),
    .plugin(name: "StuntCommandPlugin", targets: ["StuntCommandPlugin"]),
    .plugin(name: "StuntDoubles", targets: ["StuntDoubles"]),
  ],
  traits: [
    .trait(name: StuntTrait.macros, description: "@Doubles and @MethodNames (their compiler plugin is built with swift-syntax)"),
    .trait(name: StuntTrait.generator, description: "The StuntDoubles plugin builds stunt-generate from source instead of using the installed one"),
    .trait(name: StuntTrait.builtIns, description: "The seed modules, the embedded backend and what they use"),
    .default(enabledTraits: [StuntTrait.macros, StuntTrait.generator, StuntTrait.builtIns]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    // The embedded backend: HummingbirdCore's HTTP/1 server on SwiftNIO. Its default traits are
    // off: they only add swift-configuration support, which Stunt does not use (a shorter build).
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    // The project module's stand-in for RxSwift's BehaviorRelay (RxSwift is not available here).
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    // The project module's real store: an SQLite file with migrations (the seed's CoreData).
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    // `@Doubles`: already in the build through swift-dependencies' macros.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
  ],
  targets: builtInModules + [
    // libedit, through static inline wrappers for its variadic C API.
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    // What Swift cannot do by itself, in C, a file each: the runtime's global-executor hook by its
    // address (`MainSerialExecutor`), libcurl loaded by URLSession's first use rather than at
    // start, prctl(2) for how long what Stunt starts lives (no plugin outlives a killed `stunt`,
    // PR_SET_PDEATHSIG; nor SwiftPM one that `stunt sandbox` was running, PR_SET_CHILD_SUBREAPER),
    // and the terminal's mode kept in C's own layout (a signal that ends Stunt gives it back).
    .target(name: "CShims"),
    // The module SDK: what a domain module implements and uses. (custom-dump links
    // FoundationNetworking, so every binary built on StuntKit does: hence CLibcurlOnDemand.)
    .target(
      name: "StuntKit",
      dependencies: macros + ["CShims", clocks, concurrencyExtras, customDump, issueReporting]
    ),
    // `@Doubles` and `@MethodNames`, the compiler plugin: only its entry point, so that what
    // tests them is no macro's dependant. A test target that depends on a macro target is built
    // for the host, and with it every module the test product links: the whole of Stunt
    // compiled a second time by every `swift build`. In make's builds, an ordinary executable.
    prebuiltMacros
      ? .executableTarget(name: "StuntMacros", dependencies: macroPlugin, path: "Sources/StuntMacros")
      : .macro(name: "StuntMacros", dependencies: macroPlugin),
    // What the macros expand to, and the diagnostics they give: a plain library the plugin and
    // its tests share.
    .target(
      name: "StuntMacroExpansions",
      dependencies: [
        "StuntDoublesGeneration",
        syntax("SwiftSyntaxMacros"),
      ]
    ),
    // Reading a protocol and writing its doubles' text: for `@Doubles` (the declaration it is on)
    // and for `stunt-generate` (a protocol of another package, from its source).
    .target(
      name: "StuntDoublesGeneration",
      dependencies: [
        syntax("SwiftSyntax"), syntax("SwiftDiagnostics"), syntax("SwiftParser"), syntax("SwiftParserDiagnostics"), syntax("SwiftIfConfig"),
      ]
    ),
    // The code Stunt writes from a user's sources: the doubles a sandbox's build generates
    // (`stunt-generate doubles`) and the sandbox package `stunt sandbox` writes. A host tool in
    // users' builds: no argument-parser, so it adds only swift-syntax's parser to them.
    .executableTarget(
      name: "stunt-generate",
      dependencies: ["StuntDoublesGeneration", "StuntSandboxGeneration", "StuntGeneratorInterface", "StuntFiles"]
    ),
    // The names `stunt` and `stunt-generate` share: the program, its subcommands, their options.
    .target(name: "StuntGeneratorInterface"),
    // Applied to a sandbox target: the doubles its files name, generated from the protocols of the
    // package's dependencies by every build in which they changed.
    .plugin(
      name: "StuntDoubles",
      capability: .buildTool(),
      dependencies: [.target(name: "stunt-generate", condition: .when(traits: [StuntTrait.generator]))]
    ),
    // The files a user names, read and written so that nothing is lost or damaged: regular
    // files only, written atomically, kept inside their folders. Foundation only, so that
    // `stunt-generate` writes as `stunt` does.
    .target(name: "StuntFiles"),
    // The .session format: parse, match, replay, update, reporters. Knows no engine: it
    // replays through the SessionHost protocol the engine's Sandbox conforms to.
    .target(
      name: "StuntSession",
      dependencies: ["StuntKit", "StuntFiles"]
    ),
    // The embedded loopback HTTP backend that "real" dependencies talk to.
    .target(
      name: "StuntBackend",
      dependencies: [
        "StuntKit",
        builtIn("HummingbirdCore", "hummingbird"), builtIn("HTTPTypes", "swift-http-types"), builtIn("Logging", "swift-log"),
        builtIn("NIOCore", "swift-nio"), builtIn("NIOHTTP1", "swift-nio"), builtIn("NIOPosix", "swift-nio"),
        builtIn("NIOHTTPTypes", "swift-nio-extras"), builtIn("NIOHTTPTypesHTTP1", "swift-nio-extras"),
      ]
    ),
    // The command language and the sandbox session; no terminal I/O.
    .target(
      name: "StuntEngine",
      dependencies: ["StuntKit", "StuntSession", "StuntFiles", concurrencyExtras]
    ),
    // Modules out of process: the plugin protocol, serving modules as a plugin, and hosting plugins.
    .target(
      name: "StuntPlugin",
      dependencies: ["StuntEngine", "StuntKit", "StuntSession", "StuntFiles", concurrencyExtras]
    ),
    // A user's `.session` files as Swift Testing test cases of their own `swift test`.
    .target(
      name: "StuntTesting",
      dependencies: ["StuntEngine", "StuntKit", "StuntSession"]
    ),
    // Line editing (libedit on a TTY, plain lines otherwise), completion and colour.
    .target(
      name: "StuntTerminal",
      dependencies: ["StuntEngine", "StuntSession", "StuntFiles", "StuntKit", "CEditLine", "CShims"]
    ),
    // The sample plugin (Samples/plugins/warehouse): built here so `make test` replays its
    // sessions; its own Package.swift builds the same sources against Stunt as a user's would.
    .target(
      name: "WarehouseModule",
      dependencies: ["StuntKit"],
      path: "Samples/plugins/warehouse/Sources/WarehouseModule"
    ),
    .executableTarget(
      name: "warehouse-plugin",
      dependencies: ["WarehouseModule", "StuntPlugin"],
      path: "Samples/plugins/warehouse/Sources/warehouse-plugin"
    ),
    // The one list of built-in modules, for `stunt` and the contract tests alike.
    .target(
      name: "BuiltInModules",
      dependencies: ["StuntKit"] + builtInModules.map { .target(name: $0.name) }
    ),
    // Stunt's command line (the REPL, replay, learn, serving modules out of process) for any
    // set of built-in modules: `stunt`'s, or a sandbox of a user's package (`stunt sandbox`).
    .target(
      name: "StuntCommandLine",
      dependencies: [
        "StuntEngine", "StuntTerminal", "StuntSession", "StuntFiles", "StuntKit", "StuntPlugin", "CShims", argumentParser,
        concurrencyExtras,
      ]
    ),
    // `stunt sandbox`: reads a user's package (SwiftPM's description of it, its sources with
    // swift-syntax) and writes a sandbox package for its types, leaving the package untouched.
    .target(
      name: "StuntSandboxGeneration",
      dependencies: [
        "StuntDoublesGeneration", "StuntGeneratorInterface", "StuntFiles", syntax("SwiftSyntax"), syntax("SwiftParser"),
      ]
    ),
    // Wiring of the concrete modules and the backend into the command line; nothing else.
    .executableTarget(
      name: "stunt",
      dependencies: [
        "StuntCommandLine", "StuntKit", "StuntSession", "StuntGeneratorInterface", argumentParser,
        // Without them (a plugin package's `swift package stunt`), a `stunt` that hosts plugins only.
        .target(name: "StuntBackend", condition: .when(traits: [StuntTrait.builtIns])),
        .target(name: "BuiltInModules", condition: .when(traits: [StuntTrait.builtIns])),
      ]
    ),

    .target(
      name: "CPseudoTerminal",
      path: "Tests/CPseudoTerminal"
    ),
    .target(
      name: "StuntTestSupport",
      dependencies: ["CPseudoTerminal", "StuntSession", "StuntKit", issueReporting],
      path: "Tests/StuntTestSupport"
    ),
    .plugin(
      name: "ReplayPlugin",
      capability: .command(
        intent: .custom(verb: "replay", description: "Replay .session files (Samples/ by default) as tests")
      )
    ),
    // Not a tool of its own: it builds `stunt` in the user's debug build, not again for the host.
    .plugin(
      name: "StuntCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "stunt", description: "Build this package's plugin executables and stunt; replay with them, or print the REPL's command")
      )
    ),
    // The module author's guide (docs/writing-a-module.md): its example module, a target of its
    // own as a built-in module is (so the registry reaches it only through what it makes public),
    // compiled, registered as the guide registers it, and replayed.
    .target(
      name: "ThermostatModule",
      dependencies: ["StuntKit"],
      path: "Tests/ThermostatModule"
    ),
    // Every test of Stunt's own targets, in one test target: a folder each, named after what it
    // tests (`StuntEngineTests` tests StuntEngine), and `SampleReplayTests`, which replays every
    // sample session, README.md and docs/ in process and isolated.
    .testTarget(
      name: "StuntTests",
      dependencies: [
        "BuiltInModules", "StuntBackend", "StuntCommandLine", "StuntDoublesGeneration", "StuntEngine", "StuntFiles",
        "StuntGeneratorInterface", "StuntKit", "StuntMacroExpansions", "StuntPlugin", "StuntSandboxGeneration", "StuntSession",
        "StuntTerminal", "StuntTestSupport", "StuntTesting", "ThermostatModule", "WarehouseModule",
        "ClubProfileModule", "CounterModule", "ProjectModule", "RouterModule", "UpDownModule",
        clocks, concurrencyExtras, customDump, dependencies, builtIn("OpenCombine", "OpenCombine"),
        syntax("SwiftParser"), syntax("SwiftSyntaxMacrosGenericTestSupport"),
      ],
      path: "Tests",
      // Every folder of Tests/ is tests but these: other targets, and the packages `stunt sandbox`
      // is tried on (a new folder of tests needs no line here).
      exclude: [
        "AuthorGuideTests/thermostat.session", "StuntPluginTests/Fixtures", "CPseudoTerminal", "Fixtures", "StuntTestSupport",
        "ThermostatModule",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// make's release builds (the same switch as the macros' plugin: `make release`, `make install`)
// give debug information to the project's own code alone, as line tables: a trap's report reads
// the runtime's reason and the seed's file:line there, and Swift's backtracer reads every compile
// unit of the image to find them, so its CPU grows with the whole image's debug information. The
// packages Stunt depends on get none (the Makefile's `-debug-info-format none`, whose `-gnone`
// SwiftPM puts after a target's own flags: hence `-Xfrontend`), nor the breadcrumbs that point
// each object file at the Clang modules it imported.
let ownLineTables: [SwiftSetting] =
  prebuiltMacros
  ? [.unsafeFlags(["-Xfrontend", "-gline-tables-only", "-Xfrontend", "-no-clang-module-breadcrumbs"], .when(configuration: .release))]
  : []

// A warning in the project's own Swift code fails the build, in every target, including one added
// later (packages it depends on are not held to it).
for target in package.targets where target.type != .system && target.type != .plugin {
  target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)] + ownLineTables
}
