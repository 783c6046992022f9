import Foundation
import StuntGeneratorInterface
import Testing

@testable import StuntSandboxGeneration

/// What `stunt sandbox` reads of a type, on the two fixture packages `make sandbox-check` builds
/// (Tests/Fixtures), read here without building them.
@Suite("stunt sandbox reads a type from its source")
struct SandboxWriterTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  func fixture(_ name: String) throws -> PackageIndex {
    let package = try PackageDescription.describe(Self.fixtures.appendingPathComponent(name))
    return PackageIndex(package: package, files: try SourceFile.all(of: package))
  }

  /// The trial's shape: internal protocols, a class taking a tuple typealias of them.
  @Test func aTupleTypealiasOfProtocolsIsOneSlotPerElement() throws {
    let greeter = try SystemUnderTest.read("Greeter", in: try fixture("Greeting"))
    #expect(greeter.slots.map(\.name) == ["names", "logger"])
    #expect(greeter.slots.map(\.protocolName) == ["NameProviding", "Logging"])
    #expect(greeter.arguments == ["dependencies: (names: names, logger: logger)"])
    // The production types, as the package's own `convenience init()` makes them.
    #expect(greeter.slots.map { $0.real?.expression } == ["DirectoryNameProvider()", "ConsoleLogger()"])
    #expect(greeter.slots.first?.real?.source == "Sources/Greeting/Greeter.swift:14")
    #expect(greeter.inputs.map(\.name) == ["greet"])
    #expect(greeter.fields.map(\.name) == ["punctuation"])
    #expect(greeter.needsTestable)
    #expect(greeter.moduleName == "greeter")
  }

  /// A struct whose dependency is a property set after `init`, a Sendable protocol with async
  /// throwing methods, a class-bound protocol with properties and an overload.
  @Test func aPropertyInjectedDependencyIsASlotSetAfterInit() throws {
    let checkout = try SystemUnderTest.read("Checkout", in: try fixture("Checkout"))
    #expect(checkout.slots.map(\.name) == ["ledger", "gateway"])
    #expect(checkout.slots.map(\.injectedBy) == [.initializer, .property])
    // The property's own default value is the real one; the ledger's, what the tests make.
    #expect(checkout.slots.map { $0.real?.expression } == ["BookLedger()", #"CardGateway(merchant: "corner-shop")"#])
    #expect(checkout.slots.first?.real?.source == "Tests/CheckoutTests/CheckoutTests.swift:6")
    #expect(checkout.inputs.map(\.name) == ["add", "pay"])
    #expect(checkout.inputs.map(\.method.isAsync) == [false, true])
    #expect(checkout.fields.map(\.name) == ["customer"])
  }

  @Test func theModuleCallsAnAsyncMutatingMethodOnACopyAndKeepsWhatItThrew() throws {
    let system = try SystemUnderTest.read("Checkout", in: try fixture("Checkout"))
    let text = ModuleSource(system: system, packageName: "Checkout", command: "stunt sandbox Checkout").text
    #expect(text.contains("nonisolated(unsafe) var made = self.checkout"))
    #expect(text.contains("self.outcome = await CallOutcome.of { try await made.pay() }"))
    #expect(text.contains("self.checkout = made"))
    #expect(text.contains("var thrown: String?"))
    #expect(text.contains("made.gateway = gateway"))
  }

  @Test func internalDeclarationsAreReachedThroughTestableImportInDebugOnly() throws {
    let system = try SystemUnderTest.read("Greeter", in: try fixture("Greeting"))
    let text = ModuleSource(system: system, packageName: "Greeting", command: "stunt sandbox Greeter").text
    #expect(text.contains("#if DEBUG || STUNT_ENABLE_TESTING\n@testable import Greeting\n#else\n#error("))
  }

  @Test func aPublicTypeWithPublicProtocolsIsImportedPlainly() throws {
    let package = try TemporaryPackage(sources: [
      "Store.swift": """
        public protocol Store { func load() -> Int }
        public final class Counter {
          private let store: Store
          public init(store: Store) { self.store = store }
          public func refresh() -> Int { store.load() }
        }
        """
    ])
    defer { package.remove() }
    let system = try package.system("Counter")
    #expect(!system.needsTestable)
    #expect(ModuleSource(system: system, packageName: "App", command: "").text.contains("\nimport App\n"))
  }

  @Test func methodsTheSandboxCannotCallAreNamedWithTheReason() throws {
    let package = try TemporaryPackage(sources: [
      "Loader.swift": """
        import Foundation
        struct Options {}
        class Loader {
          func load(id: Int, retries: Int = 2) -> String { "" }
          func fetch(completion: @escaping (String) -> Void) {}
          func apply(_ options: Options) {}
          func convert<T>(_ value: T) -> T { value }
          private func secret() {}
          static func make() -> Loader { Loader() }
        }
        """
    ])
    defer { package.remove() }
    let system = try package.system("Loader")
    #expect(system.inputs.map(\.name) == ["load"])
    #expect(
      system.leftOut == [
        "fetch(completion:) takes completion as a closure, inout or variadic parameter",
        "apply(_:) takes options: Options, which is not Decodable",
        "convert(_:) is generic: which types it is called with cannot be told from typed values",
      ])
    // A parameter with a default may be left out, as a caller may.
    let text = ModuleSource(system: system, packageName: "App", command: "").text
    #expect(text.contains("var retries: Int?"))
    #expect(text.contains("loader.load(id: input.id, retries: input.retries ?? 2)"))
  }

  @Test func overloadsAreNamedAsMockoloNamesThem() throws {
    let package = try TemporaryPackage(sources: [
      "Book.swift": """
        class Book {
          func record(_ cents: Int) {}
          func record(_ cents: Int, note: String) {}
        }
        """
    ])
    defer { package.remove() }
    #expect(try package.system("Book").inputs.map(\.name) == ["recordCents", "recordCentsNote"])
  }

  @Test func aProtocolNothingImplementsGetsARealVariantToComplete() throws {
    let package = try TemporaryPackage(sources: [
      "Clock.swift": """
        protocol Clock { func now() -> Int }
        class Alarm {
          let clock: Clock
          init(clock: Clock) { self.clock = clock }
        }
        """
    ])
    defer { package.remove() }
    let (_, notes) = try package.sandbox(["Alarm"])
    let module = package.read("StuntSandbox/Sources/stunt-sandbox/AlarmModule.swift")
    #expect(!module.contains("#warning"), "said once, by stunt sandbox, not by every build")
    let line = try #require(module.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.contains(#"static let realClock = Variant<any Clock>.real(summary: "not written yet: it reports every call")"#)
    }) + 1
    #expect(notes.contains { note in
      note.hasPrefix("note: ") && note.hasSuffix(
        "StuntSandbox/Sources/stunt-sandbox/AlarmModule.swift:\(line): no Clock that the package makes was found: "
          + "write the real one in `realClock` (until then it reports every call as unimplemented)")
    }, "\(notes)")
  }

  /// A value the type's init needs that Stunt cannot make up never becomes a placeholder that
  /// cannot compile: a function the user writes, `toBeWritten` meanwhile, named in `info` so
  /// `load` refuses the module saying what and where; what it can make, it makes, nested.
  @Test func aValueThatCannotBeMadeUpIsAFunctionToWriteNotAPlaceholder() throws {
    let package = try TemporaryPackage(sources: [
      "Report.swift": """
        protocol Printer { func print(_ text: String) }
        enum Paper { case a4, letter }
        struct Margins { let top: Int; let paper: Paper; var onDone: () -> Void }
        struct Secret { init?(key: String) {} }
        class Report {
          let printer: Printer
          init(printer: Printer, margins: Margins, secret: Secret, notify: (Int, String) -> Void) { self.printer = printer }
        }
        """
    ])
    defer { package.remove() }
    let (_, notes) = try package.sandbox(["Report"])
    let module = package.read("StuntSandbox/Sources/stunt-sandbox/ReportModule.swift")
    #expect(!module.contains("<#"), "\(module)")
    #expect(module.contains("margins: Margins(top: 0, paper: Paper.a4, onDone: {})"), "\(module)")
    #expect(module.contains("secret: Self.madeSecret()"), "\(module)")
    #expect(module.contains("notify: { _, _ in }"), "\(module)")
    #expect(module.contains(#"unwritten: ["the secret: Secret that Report's init takes, in madeSecret()"])"#), "\(module)")
    #expect(module.contains(#"  static func madeSecret() -> Secret {"# + "\n" + #"    toBeWritten("secret: Secret")"#), "\(module)")
    #expect(notes.contains { $0.hasPrefix("note: ") && $0.contains("ReportModule.swift:") && $0.hasSuffix(
      ": write the secret: Secret that Report's init takes, in madeSecret() (until then `load report` says so)") }, "\(notes)")
  }

  /// The shape of a published dependency-injection example: the dependencies a type alias
  /// nested in the class (`typealias Dependency = (foo: Foo, bar: Bar)`), which the trial read as
  /// "slots none" and a placeholder; a protocol nested in a type; `some P`; members under `#if`
  /// read as the build compiles them; a method added by an extension of a nested type.
  @Test func nestedDeclarationsActiveClausesAndSomeAreRead() throws {
    let package = try TemporaryPackage(sources: [
      "FooBarUser.swift": """
        protocol Foo { func getSomething() -> Int }
        protocol Bar { func doSomething(value: Int) }
        class FooConst: Foo { func getSomething() -> Int { 42 } }
        class BarNull: Bar { func doSomething(value: Int) {} }
        class FooBarUser {
          typealias Dependency = (
            foo: Foo,
            bar: Bar
          )
          private let dependency: Dependency
          init(dependency: Dependency) { self.dependency = dependency }
          func danceWithDependencies() {
            let (foo, bar) = self.dependency
            bar.doSomething(value: foo.getSomething())
          }
        }
        """,
      "Jukebox.swift": """
        enum Audio {
          protocol Speaker { func play(_ song: String) }
          struct Settings { var volume = 5 }
        }
        final class Jukebox {
          init(speaker: some Audio.Speaker, settings: Audio.Settings) {}
          #if os(Linux) || os(macOS)
          func play(song: String) {}
          #else
          func play(track: Int) {}
          #endif
          #if canImport(UIKit)
          func vibrate() {}
          #endif
        }
        extension Jukebox { func stop() {} }
        """,
    ])
    defer { package.remove() }
    let user = try package.system("FooBarUser")
    #expect(user.slots.map(\.name) == ["foo", "bar"])
    #expect(user.slots.map { $0.real?.expression } == ["FooConst()", "BarNull()"])
    #expect(user.arguments == ["dependency: (foo: foo, bar: bar)"])
    #expect(user.unwritten.isEmpty)
    let jukebox = try package.system("Jukebox")
    #expect(jukebox.slots.map(\.protocolName) == ["Audio.Speaker"])
    #expect(jukebox.slots.map(\.doubles) == ["AudioSpeakerDoubles"])
    #expect(jukebox.arguments == ["speaker: speaker", "settings: Audio.Settings()"])
    #expect(jukebox.inputs.map(\.name) == ["play", "stop"])
    #expect(jukebox.inputs.first?.method.signature == "play(song:)")
  }

  /// A dependency typed as a composition of the package's protocols is one slot (one double
  /// conforms to both), its real one a type that conforms to every part, through an extension or
  /// a protocol that inherits one; a property-wrapped field is set through its wrapper.
  @Test func aCompositionIsOneSlotAndInheritedConformancesFindTheReal() throws {
    let package = try TemporaryPackage(sources: [
      "Composed.swift": """
        protocol Foo { func getSomething() -> Int }
        protocol Bar { func doSomething(value: Int) }
        protocol Baz: Foo { func more() -> String }
        final class FooOnly: Foo { func getSomething() -> Int { 0 } }
        final class FooBar: Foo { func getSomething() -> Int { 1 } }
        extension FooBar: Bar { func doSomething(value: Int) {} }
        final class BazImpl: Baz { func getSomething() -> Int { 2 }; func more() -> String { "m" } }
        @propertyWrapper struct Clamped {
          var wrappedValue: Int
          init(wrappedValue: Int) { self.wrappedValue = min(wrappedValue, 10) }
        }
        final class Composed {
          typealias Both = Foo & Bar & AnyObject
          let both: Both
          let foo: any Foo & Sendable
          let baz: Baz
          @Clamped var level: Int = 3
          init(both: Both, foo: any Foo & Sendable, baz: Baz) { self.both = both; self.foo = foo; self.baz = baz }
          func run() -> Int { both.getSomething() }
        }
        """
    ])
    defer { package.remove() }
    let system = try package.system("Composed")
    #expect(system.slots.map(\.name) == ["both", "foo", "baz"])
    #expect(system.slots.map(\.protocolName) == ["Foo & Bar", "Foo", "Baz"])
    #expect(system.slots.map(\.doubles) == ["FooAndBarDoubles", "FooDoubles", "BazDoubles"])
    #expect(system.slots.map { $0.real?.expression } == ["FooBar()", "FooOnly()", "BazImpl()"])
    #expect(system.unwritten.isEmpty)
    #expect(system.fields.map(\.name) == ["level"])
    let text = ModuleSource(system: system, packageName: "App", command: "stunt sandbox Composed").text
    #expect(text.contains("static let both = Slot<any Foo & Bar>("), "\(text)")
  }

  @Test func whatCannotBeSandboxedIsOneClearError() throws {
    let package = try TemporaryPackage(sources: [
      "Types.swift": """
        actor Bank {}
        enum Mode { case a }
        class Cache<T> {}
        class Shop {}
        """
    ])
    defer { package.remove() }
    func refusal(_ type: String) -> String? {
      do {
        _ = try package.system(type)
        return nil
      } catch let error as SandboxError { return error.message } catch { return "\(error)" }
    }
    #expect(refusal("Bank")?.hasPrefix("'Bank' is an actor") == true)
    #expect(refusal("Mode")?.hasPrefix("'Mode' is an enum") == true)
    #expect(refusal("Cache")?.hasPrefix("'Cache' is generic") == true)
    #expect(refusal("Shopp") == "App declares no class or struct named 'Shopp' — it declares: Cache, Shop")
    let hidden = try TemporaryPackage(sources: ["Shop.swift": "class Shop {}"], exported: false)
    defer { hidden.remove() }
    #expect(throws: SandboxError.self) { try hidden.system("Shop") }
  }

  /// What the user edited is theirs: a second run keeps the module and the session, and only
  /// adds a new type's entry to main.swift.
  @Test func aSecondRunKeepsWhatIsThereAndAddsTheNewType() throws {
    let package = try TemporaryPackage(sources: [
      "Shop.swift": "class Shop { func open() {} }\nclass Till { func ring() {} }"
    ])
    defer { package.remove() }
    _ = try package.sandbox(["Shop"])
    let edited = "// mine\n"
    try Data(edited.utf8).write(to: package.folder.appendingPathComponent("StuntSandbox/Sources/stunt-sandbox/ShopModule.swift"))
    let (changes, _) = try package.sandbox(["Shop", "Till"])
    #expect(changes.map { "\($0.action.rawValue) \($0.path)" } == [
      "kept Package.swift", "kept Sources/stunt-sandbox/ShopModule.swift", "kept Sessions/shop.session",
      "wrote Sources/stunt-sandbox/TillModule.swift", "wrote Sessions/till.session", "kept Sources/stunt-sandbox/main.swift",
      "kept Tests/StuntSandboxTests/SessionTests.swift", "updated Sources/stunt-sandbox/SandboxModules.swift", "kept .gitignore",
    ])
    #expect(package.read("StuntSandbox/Sources/stunt-sandbox/ShopModule.swift") == edited)
    #expect(package.read("StuntSandbox/Sources/stunt-sandbox/SandboxModules.swift").contains("  ShopModule.entry,\n  TillModule.entry,\n]"))
    #expect(ModuleNaming.sandboxedTypes(in: package.folder.appendingPathComponent("StuntSandbox")) == ["Shop", "Till"])
  }

  /// A sandbox written before the module list had a file of its own keeps it in main.swift's
  /// `modules:` argument, and a new type is added there.
  @Test func anOlderSandboxGainsTheNewTypeInItsMainSwift() throws {
    let package = try TemporaryPackage(sources: [
      "Shop.swift": "class Shop { func open() {} }\nclass Till { func ring() {} }"
    ])
    defer { package.remove() }
    _ = try package.sandbox(["Shop"])
    let sources = package.folder.appendingPathComponent("StuntSandbox/Sources/stunt-sandbox")
    try FileManager.default.removeItem(at: sources.appendingPathComponent("SandboxModules.swift"))
    let older = """
      import StuntCommandLine
      import StuntKit

      await StuntCommandLine.main(
        StuntTool(modules: [
          ShopModule.entry,
        ]))

      """
    try Data(older.utf8).write(to: sources.appendingPathComponent("main.swift"))
    let (changes, _) = try package.sandbox(["Till"])
    #expect(changes.map { "\($0.action.rawValue) \($0.path)" }.contains("updated Sources/stunt-sandbox/main.swift"))
    #expect(package.read("StuntSandbox/Sources/stunt-sandbox/main.swift").contains("    ShopModule.entry,\n    TillModule.entry,\n"))
    #expect(!FileManager.default.fileExists(atPath: sources.appendingPathComponent("SandboxModules.swift").path))
  }

  /// A sandbox written by Stunt 0.1.0 depends on all of Stunt (thirty packages, swift-syntax
  /// compiled for the doubles): the next `stunt sandbox` gives its dependency `traits: []`, says
  /// so, and leaves the rest of the manifest and every other file as they were; a sandbox written
  /// now has nothing to upgrade.
  @Test func aSandboxOfStunt010IsUpgradedToDependOnStuntWithoutItsTraits() throws {
    let package = try TemporaryPackage(sources: ["Shop.swift": "class Shop { func open() {} }"])
    defer { package.remove() }
    _ = try package.sandbox(["Shop"])
    let folder = package.folder.appendingPathComponent("StuntSandbox")
    let manifest = folder.appendingPathComponent("Package.swift")
    let written = package.read("StuntSandbox/Package.swift")
    #expect(written.contains(#".package(name: "Stunt", path: "../../../opt/stunt", traits: []),"#) || written.contains("traits: []),"))
    #expect(try SandboxUpgrade(folder: folder).apply().isEmpty)
    let older = written.replacingOccurrences(of: ", traits: [])", with: ")")
    try Data(older.utf8).write(to: manifest)
    let said = try SandboxUpgrade(folder: folder).apply()
    #expect(said.count == 1 && said[0].hasSuffix("(a module of yours that uses @Doubles needs `traits: [\"Macros\"]` there)"), "\(said)")
    #expect(package.read("StuntSandbox/Package.swift") == written)
    #expect(try SandboxUpgrade(folder: folder).apply().isEmpty)
  }

  /// The build plugin finds the generator where `stunt sandbox` records it: both name the place
  /// (the plugin cannot import Stunt's modules, so this holds them to one spelling).
  @Test func theBuildPluginReadsTheGeneratorWhereStuntSandboxRecordsIt() throws {
    let plugin = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Plugins/StuntDoubles/StuntDoubles.swift")
    let source = try String(contentsOf: plugin, encoding: .utf8)
    #expect(source.contains("static let recordedGenerator = \"\(GeneratorInterface.recordedPath)\""))
    #expect(source.contains("static let generator = \"\(GeneratorInterface.program)\""))
  }

  @Test func aSandboxInsideATargetIsRefused() throws {
    let package = try TemporaryPackage(sources: ["Shop.swift": "class Shop {}"])
    defer { package.remove() }
    #expect(throws: SandboxError.self) {
      try SandboxWriter(
        package: package.description, folder: package.folder.appendingPathComponent("Sources/App/Sandbox"),
        stunt: URL(fileURLWithPath: "/opt/stunt"), command: "")
    }
  }

  /// SwiftPM runs in the package's folder: a folder that is not there is said to be missing, not
  /// reported as a `swift` that cannot be run.
  @Test func aMissingPackageFolderIsSaidToBeMissing() {
    let missing = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("no-such-package-\(UUID().uuidString)")
    let error = #expect(throws: SandboxError.self) { try PackageDescription.describe(missing) }
    #expect(error?.message == "SwiftPM cannot read the package in \(missing.lastPathComponent): there is no such folder")
  }

  @Test func loadNames() {
    #expect(ModuleNaming.loadName(ofType: "Greeter") == "greeter")
    #expect(ModuleNaming.loadName(ofType: "DataManager") == "data-manager")
    #expect(ModuleNaming.loadName(ofType: "URLLoader") == "url-loader")
    #expect(ModuleNaming.loadName(ofType: "OAuth2Client") == "o-auth2-client")
  }
}
