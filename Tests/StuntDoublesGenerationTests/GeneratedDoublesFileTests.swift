import StuntDoublesGeneration
import Testing

/// The file `stunt-generate doubles` writes: which doubles it holds, and how it imports the
/// user's modules. (That the doubles compile and work is shown by building a package with the
/// StuntDoubles plugin; the text is checked here.)
@Suite("The generated doubles file")
struct GeneratedDoublesFileTests {
  /// A Swift 4-era module, as issue 39's trial package was: internal protocols, `: class`.
  let inventory = ModuleSources(
    name: "Inventory",
    files: [
      ParsedSourceFile(
        path: "Sources/Inventory/NetworkService.swift",
        text: """
          import Foundation

          protocol NetworkService: class {
            /// fetches the items
            func fetchItems(page: Int) -> [String]
          }
          """),
      ParsedSourceFile(
        path: "Sources/Inventory/Logger.swift",
        text: """
          #if canImport(Darwin)
          import Darwin
          #else
          @testable import Glibc
          #endif
          @preconcurrency import Dispatch

          protocol Logger {
            func log(_ message: String)
          }

          public protocol Clock: AnyObject {
            func now() -> Double
          }
          """),
    ])

  func text(uses: String, modules: [ModuleSources]? = nil) throws -> String {
    try GeneratedDoublesFile(
      uses: [ParsedSourceFile(path: "Sources/Sandbox/Module.swift", text: uses)], modules: modules ?? [inventory]
    ).text()
  }

  @Test func anInternalSwift4ProtocolIsReachedWithTestableImportInDebugOnly() throws {
    let text = try text(uses: "let slot = NetworkServiceDoubles.methods")
    let header = """
      // Written by `stunt-generate doubles` from the sources of the package's modules, again by every
      // build in which they changed: an edit here is lost. The doubles are those the sandbox's files name.

      import Foundation
      import StuntKit
      #if DEBUG || STUNT_ENABLE_TESTING
      @testable import Inventory

      /// The doubles of Inventory's `NetworkService`, generated from its source by `stunt-generate doubles`.
      enum NetworkServiceDoubles {
      """
    #expect(text.hasPrefix(header))
    // A release build's modules are not built for testing: the doubles are left out, and the
    // file is one error saying what would work.
    #expect(
      text.hasSuffix(
        """
        }
        #else
        #error("The doubles of internal protocols (Inventory's NetworkService) reach them with @testable import, which needs a debug build (swift build), or a release build with -Xswiftc -enable-testing -Xswiftc -DSTUNT_ENABLE_TESTING, or the protocols made public")
        #endif

        """))
    // Not Sendable, not main-actor isolated: the swappable client conforms on the main actor.
    #expect(text.contains("@MainActor final class Swappable: @MainActor NetworkService, SwappableClient {"))
    #expect(text.contains(#"MethodDescriptor("fetchItems", parameters: [ParameterDescriptor("page""#))
    #expect(text.contains(#"summary: "fetches the items""#))
    #expect(!text.contains("LoggerDoubles"), "only the doubles the sandbox names")
  }

  @Test func theProtocolsFilesImportsComeAlongConditionsAndAll() throws {
    let text = try text(uses: "LoggerDoubles.variants(); ClockDoubles.methods")
    let imports = """
      @preconcurrency import Dispatch
      #if canImport(Darwin)
      import Darwin
      #else
      import Glibc
      #endif
      import StuntKit
      #if DEBUG || STUNT_ENABLE_TESTING
      @testable import Inventory

      """
    #expect(text.contains(imports))
    // In the order of the protocols' names.
    let clock = try #require(text.firstRange(of: "enum ClockDoubles {"))
    let logger = try #require(text.firstRange(of: "enum LoggerDoubles {"))
    #expect(clock.lowerBound < logger.lowerBound)
  }

  @Test func aPublicProtocolIsImportedPlainly() throws {
    let text = try text(uses: "ClockDoubles.methods")
    #expect(text.contains("import StuntKit\nimport Inventory\n\n"))
    #expect(!text.contains("@testable"))
    #expect(!text.contains("#error"))
    #expect(text.hasSuffix("}\n"))
  }

  @Test func nothingNamedIsANearEmptyFile() throws {
    // A comment or a string naming doubles is not a use; nor is a protocol the modules do not declare.
    let text = try text(uses: #"// NetworkServiceDoubles\nlet name = "LoggerDoubles"; _ = SomethingElseDoubles.self"#)
    #expect(text == """
      // Written by `stunt-generate doubles` from the sources of the package's modules, again by every
      // build in which they changed: an edit here is lost. The doubles are those the sandbox's files name.

      """)
  }

  @Test func aProtocolWithDoublesAttachedAlreadyHasThem() throws {
    let module = ModuleSources(
      name: "Kit", files: [ParsedSourceFile(path: "Kit.swift", text: "@Doubles\npackage protocol Sensor {\n  func read() -> Int\n}")])
    #expect(!(try text(uses: "SensorDoubles.methods", modules: [module])).contains("enum SensorDoubles"))
  }

  @Test func aProtocolDeclaredInTwoModulesIsAmbiguous() throws {
    let other = ModuleSources(name: "Other", files: [ParsedSourceFile(path: "Other.swift", text: "protocol Logger {}")])
    let failure = #expect(throws: GenerationFailure.self) {
      try text(uses: "let x = 1\nlet y = LoggerDoubles.methods", modules: [inventory, other])
    }
    #expect(
      failure?.errors.map(\.description) == [
        "Sources/Sandbox/Module.swift:2:9: error: 'LoggerDoubles' is ambiguous: a protocol 'Logger' is declared in Inventory and Other"
      ])
  }

  /// A slot typed as a composition of a module's protocols gets one set of doubles that
  /// conform to every protocol of it, named as the sandbox names them.
  @Test func aCompositionOfProtocolsHasOneSetOfDoubles() throws {
    let text = try text(uses: "static let both = Slot<any NetworkService & Logger>(\"both\", methods: NetworkServiceAndLoggerDoubles.methods)")
    #expect(text.contains("enum NetworkServiceAndLoggerDoubles {"), "\(text)")
    #expect(text.contains("final class Swappable: @MainActor NetworkService, @MainActor Logger, SwappableClient {"), "\(text)")
    #expect(text.contains("final class Stub: NetworkService, Logger {"), "\(text)")
    #expect(text.contains("func fetchItems(page: Int) -> [String]"))
    #expect(text.contains("func log(_ message: String)"))
    #expect(text.contains("let dependency: LiveSlot<any NetworkService & Logger>"))
    // Named only, never written: no doubles for something the uses do not compose.
    #expect(!(try self.text(uses: "NetworkServiceAndLoggerDoubles.methods")).contains("enum NetworkServiceAndLoggerDoubles"))
  }
}
