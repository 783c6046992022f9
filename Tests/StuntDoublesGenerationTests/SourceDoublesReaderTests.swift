@testable import StuntDoublesGeneration
import SwiftParser
import SwiftSyntax
import Testing

/// Reading a protocol of another package from its source: what differs from `@Doubles`, which
/// sees only the declaration it is on and may ask for changes to it.
@Suite("Doubles read from a protocol's source")
struct SourceDoublesReaderTests {
  func doubles(_ name: String, in source: String) throws -> DoublesSource {
    let reader = SourceDoublesReader(moduleName: "Shop", files: [Parser.parse(source: source)])
    let declaration = try #require(reader.protocolDeclaration(named: name))
    return try reader.doubles(of: declaration)
  }

  func errors(_ name: String, in source: String) throws -> [String] {
    let file = ParsedSourceFile(path: "Shop.swift", text: source)
    let failure = #expect(throws: GenerationFailure.self) {
      try GeneratedDoublesFile(
        uses: [ParsedSourceFile(path: "Sandbox.swift", text: "\(name)Doubles.methods")],
        modules: [ModuleSources(name: "Shop", files: [file])]
      ).text()
    }
    return failure?.errors.map(\.description) ?? []
  }

  @Test func inheritedRequirementsOfTheModulesProtocolsAreIncludedOnce() throws {
    let source = try doubles(
      "Checkout",
      in: """
        protocol Pricing {
          func price(of item: String) -> Int
        }
        protocol Paying: Pricing {
          func pay(_ amount: Int) throws
        }
        protocol Checkout: class, Paying, Pricing {
          func pay(_ amount: Int) throws
          func checkout()
        }
        """)
    // Its own first, then what it inherits, depth first; `pay` repeated is one requirement.
    #expect(source.requirements.map(\.typedName) == ["pay", "checkout", "price"])
    #expect(source.text.contains("@MainActor final class Swappable: @MainActor Checkout, SwappableClient {"))
  }

  @Test func anInheritedProtocolTheModuleDoesNotDeclareIsOneError() throws {
    #expect(
      try errors("Checkout", in: "import Foundation\n\nprotocol Checkout: NSObjectProtocol, Sendable {\n  func checkout() async\n}")
        == [
          "Shop.swift:3:20: error: cannot generate the doubles of 'Checkout': it inherits from 'NSObjectProtocol', which is not a "
            + "protocol declared in module Shop, so its requirements cannot be read (doubles are generated for protocols that "
            + "inherit only from protocols of their own module, AnyObject and Sendable)"
        ])
  }

  @Test func propertiesAndAnOverloadAreNamedAsMacroNamesThem() throws {
    let source = try doubles(
      "Thermostat",
      in: """
        protocol Thermostat {
          var target: Int { get set }
          var reading: Double { get }
          func read() -> Int
          func read(room: String) -> Int
        }
        """)
    #expect(source.requirements.map(\.typedName) == ["target", "reading", "read", "readRoom"])
    let text = source.text
    #expect(text.contains(#"MethodDescriptor("target.set", parameters: [ParameterDescriptor("newValue""#))
    #expect(text.contains("GeneratedDouble.assign(self.dependency.current) { $0.target = newValue }"))
    // What a property answers when nothing was programmed is looked up when it is asked: no
    // type is refused at compile time for having no default.
    #expect(!text.contains("DefaultAnswers"))
    #expect(text.contains("return GeneratedDouble.defaultAnswer(as: Int.self)"))
  }

  @Test func aSendableProtocolWithAsyncThrowingMethodsHops() throws {
    let source = try doubles(
      "Catalog",
      in: """
        protocol Catalog: Sendable {
          func item(id: Int) async throws -> Item
          func refresh() async throws
        }
        """)
    #expect(source.swappableIsolation == .hop)
    #expect(source.text.contains("final class Swappable: Catalog, SwappableClient {"))
    #expect(!source.text.contains("@MainActor final class Swappable"))
    #expect(source.text.contains("return try await self.dependency.current.item(id: id)"))
    // A throwing method answers unprogrammed by throwing: no default is needed of `Item`.
    #expect(!source.text.contains("DefaultAnswers"))
  }

  /// Swift 5-era async code: the requirement is nonisolated, so the main-actor conformance's
  /// witness sends the client and the arguments off the main actor, which Swift cannot check
  /// for a protocol that is not Sendable; they are passed on unchecked.
  @Test func aNonSendableProtocolsAsyncMethodsPassTheCallOnUnchecked() throws {
    let source = try doubles(
      "Downloader",
      in: """
        protocol Downloader {
          func download(_ url: String, retries: Int) async throws -> Data
          func cancel() async
          func each(_ body: (Int) -> Void) async
        }
        """)
    #expect(source.swappableIsolation == .mainActorConformance)
    let text = source.text
    #expect(text.contains("@MainActor final class Swappable: @MainActor Downloader, SwappableClient {"))
    #expect(
      text.contains(
        "nonisolated(unsafe) let call = (self.dependency.current, url, retries)\nreturn try await call.0.download(call.1, retries: call.2)"))
    #expect(text.contains("nonisolated(unsafe) let client = self.dependency.current\nreturn await client.cancel()"))
    #expect(text.contains("nonisolated(unsafe) let client = self.dependency.current\nreturn await client.each(body)"))
  }

  @Test func aSendableProtocolWithSynchronousMembersAssumesTheMainActor() throws {
    let source = try doubles(
      "Prices",
      in: """
        public protocol Prices: Sendable {
          var currency: String { get }
          func price(of item: String) -> Int
          func refresh() async
        }
        """)
    #expect(source.swappableIsolation == .mainActorAssumed)
    let text = source.text
    #expect(text.contains("return MainActor.assumeIsolated { self.dependency.current }.price(of: item)"))
    #expect(text.contains("return MainActor.assumeIsolated { self.dependency.current }.currency"))
    #expect(text.contains("return await self.dependency.current.refresh()"))
    // The doubles live in the sandbox's module, not the protocol's: internal, whatever its access.
    #expect(text.contains("\nenum PricesDoubles {"))
    #expect(text.contains("\nfinal class Swappable: Prices, SwappableClient {"))
  }

  /// No protocol is refused for one member (the trial's macro library's `ServiceProtocol`, whose
  /// one generic method refused the whole protocol): a generic method is doubled, its types
  /// known at the call; a closure, an existential or an implicitly unwrapped result answers as
  /// its type can; what no double can stand in for (static, subscript, mutating, `Self`
  /// parameters) is left out, one `FAIL` when called.
  @Test func aProtocolWithGenericAndOddMembersGetsItsDoubles() throws {
    let source = try doubles(
      "ServiceProtocol",
      in: """
        protocol ServiceProtocol {
          var name: String { get }
          var anyProtocol: any Codable { get set }
          var address: String! { get }
          var added: () -> Void { get set }
          var removed: (() -> Void)? { get set }
          func fetchConfig(arg: UInt8) async throws -> [String: String]
          func fetchData(_ name: (String, count: Int)) async -> (() -> Void)
          func append(name: (any Codable) -> (any Codable)?)
          func get() async throws -> any Codable
          func read() -> String!
          func wrapDataInArray<T>(_ data: T) -> [T]
          func copy() -> Self
          func same(as other: Self) -> Bool
          static var shared: Int { get }
          subscript(index: Int) -> String { get set }
          mutating func reset()
        }
        """)
    let text = source.text
    #expect(source.requirements.map(\.typedName) == [
      "name", "anyProtocol", "address", "added", "removed", "fetchConfig", "fetchData", "append", "get", "read", "wrapDataInArray", "copy",
    ])
    #expect(text.contains("func wrapDataInArray<T>(_ data: T) -> [T] {"))
    #expect(text.contains(#"MethodDescriptor("wrapDataInArray", parameters: [ParameterDescriptor("data", GeneratedDouble.valueType(atTheCall: "T"))], returns: GeneratedDouble.valueType(atTheCall: "[T]"), throws: false"#))
    #expect(text.contains(#"self.recorder.record("wrapDataInArray", reflecting: [("data", data as Any), ("T", TypeArgument(T.self) as Any)])"#))
    #expect(text.contains(#"return GeneratedDouble.answerOrReport(self.answers, "wrapDataInArray", arguments: [CallLog.Argument("data", Value(reflecting: data as Any))], atTheCall: ())"#))
    #expect(text.contains(#"return GeneratedDouble.answerOrReport(self.answers, "fetchData", arguments: [CallLog.Argument("name", Value(reflecting: name as Any))], orElse: { {} })"#))
    #expect(text.contains("GeneratedDouble.valueType(String?.self, spelled: \"String!\")"))
    #expect(text.contains(#"static var shared: Int {"#) && text.contains(#"GeneratedDouble.leftOut("shared", of: "ServiceProtocol", because: "it is static, and a double is an instance")"#))
    #expect(text.contains("func same(as other: Stub) -> Bool {"))
    #expect(text.contains("func reset() {") && !text.contains("mutating func"))
    #expect(text.contains("subscript(index: Int) -> String {"))
    #expect(text.contains("func copy() -> Self {\nreturn self\n}") || text.contains("func copy() -> Self {\n    return self\n  }"))
  }

  /// `#if` is read as the sandbox's build compiles it (SwiftIfConfig): the requirements of the
  /// active clause only, never both branches; and a protocol nested in a type has doubles named
  /// after its path.
  @Test func activeClausesAndNestedProtocols() throws {
    let source = """
      protocol Clock {
        #if os(Linux)
        func now() -> Int
        #else
        func now() -> Double
        #endif
        #if DEBUG
        func tick()
        #endif
        #if canImport(UIKit)
        func screen() -> Int
        #endif
      }
      enum Outer {
        protocol Service { func run() }
      }
      """
    let clock = try doubles("Clock", in: source)
    #if os(Linux)
      #expect(clock.requirements.map(\.declaration) == ["func now() -> Int", "func tick()"])
    #endif
    let nested = try doubles("OuterService", in: source)
    #expect(nested.text.contains("enum OuterServiceDoubles {"))
    #expect(nested.text.contains("final class Stub: Outer.Service {"))
  }

  @Test func whatTheGeneratedDoublesCannotStandInForIsAnErrorAtItsPlace() throws {
    let cases: [(String, String)] = [
      (
        "private protocol Store {\n  func load()\n}",
        "Shop.swift:1:18: error: cannot generate the doubles of 'Store': it is private, which no other module can reach, even with @testable import"
      ),
      (
        "protocol Store {\n  func load(id: Int)\n  func load(id: Int) -> String\n}",
        "Shop.swift:3:8: error: cannot generate the doubles of 'Store': two overloads would both be named 'loadIdInt' (by argument labels and types), which `calls`, `stub` and `verify` need"
      ),
      (
        "protocol Store {\n  associatedtype Item: Codable\n  func save(_ item: Item)\n}",
        "Shop.swift:2:3: error: cannot generate the doubles of 'Store': its associated type 'Item' is constrained and has no default, so there is no one type the doubles could fix it to (mockolo's `Any` would not meet the constraint)"
      ),
    ]
    for (source, error) in cases {
      #expect(try errors("Store", in: source) == [error])
    }
  }

  /// The same protocol, read by `@Doubles` from its declaration and by the generator from its
  /// source, gives the same doubles: only the access and the doc comment differ.
  @Test func theDoublesAreTheMacrosForTheSameProtocol() throws {
    let declaration = """
      @MainActor
      package protocol Sensor {
        /// whether it reads in °C
        var isCelsius: Bool { get set }
        func read() throws -> Int
        func read(room: String) -> Int
      }
      """
    let file = Parser.parse(source: declaration)
    let protocolDecl = try #require(file.statements.first?.item.as(ProtocolDeclSyntax.self))
    let attribute = AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier("Doubles")))
    let attached = try AttachedDoublesReader.doubles(of: protocolDecl, attachedBy: attribute)
    let fromSource = try doubles("Sensor", in: declaration)
    var expected = DoublesSource(
      protocolName: "Sensor", access: nil, requirements: attached.requirements, swappableIsolation: attached.swappableIsolation)
    expected.documentation = fromSource.documentation
    #expect(fromSource.text == expected.text)
    #expect(attached.text.replacing("package ", with: "") == DoublesSource(
      protocolName: "Sensor", access: nil, requirements: fromSource.requirements, swappableIsolation: fromSource.swappableIsolation
    ).text)
  }
}
