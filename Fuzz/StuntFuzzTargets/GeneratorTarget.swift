#if Generator
  import StuntDoublesGeneration

  /// Swift source read as a module of a user's package, as `stunt-generate doubles` reads it,
  /// with a sandbox naming the doubles of every protocol in it: the doubles file is written, or
  /// what cannot be doubled is refused at its source, but never is Swift that does not parse
  /// written, nor reported as Stunt's own bug.
  enum GeneratorTarget {
    static func check(_ bytes: [UInt8]) -> String? {
      let text = String(decoding: bytes, as: UTF8.self)
      let module = ParsedSourceFile(path: "Fuzzed.swift", text: text)
      // A file that does not parse is refused before it is read (`stunt-generate` says where).
      guard SwiftSource.firstProblem(in: module.tree) == nil else { return nil }
      let names = SourceDoublesReader(moduleName: "Fuzzed", files: [module.tree]).doublesBases
      guard !names.isEmpty else { return nil }
      let uses = ParsedSourceFile(path: "Sandbox.swift", text: "let named = [" + names.map { "\($0)Doubles.methods" }.joined(separator: ", ") + "]\n")
      do throws(GenerationFailure) {
        let written = try GeneratedDoublesFile(uses: [uses], modules: [ModuleSources(name: "Fuzzed", files: [module])]).text()
        return GeneratedSwift.firstDiagnostic(written).map { "the doubles file written does not parse: \($0)" }
      } catch {
        return error.errors.first { $0.message.contains("bug of Stunt's") }.map(\.description)
      }
    }

    /// Protocols of the shapes the generator reads: the fixtures' and the sample plugin's, and
    /// the members that test its edges.
    static let seeds: [[UInt8]] = [
      "protocol Logging: AnyObject {\n  var level: Int { get set }\n  func log(_ message: String)\n}\n",
      "protocol PaymentGateway: Sendable {\n  func charge(cents: Int) async throws -> String\n  func refund(receipt: String) async throws\n}\n",
      "enum Outer {\n  protocol Service {\n    associatedtype Item = Int\n    func wrap<T>(_ value: T) -> [T]\n    func items() -> [Item]\n    subscript(index: Int) -> String { get }\n  }\n}\n",
      "protocol Eq {\n  func f(x: some Equatable) -> Int\n  func g(_ v: any Equatable)\n  static func make() -> Self\n  func `default`(`two words`: Int) -> Bool\n}\n",
      "#if os(Linux)\nprotocol Clock { func now() -> Double }\n#else\nprotocol Clock { func now() -> Int }\n#endif\n",
      "protocol Builder {\n  func with(name: String) -> Self\n  var handler: ((Int) -> Void)? { get }\n  func load() throws -> [String: [Int]]\n}\n",
      "protocol Foo { func getSomething() -> Int }\nprotocol Bar { func doSomething(value: Int) }\nprotocol Baz: Foo, Bar { func more() -> String! }\n",
      "@MainActor protocol Router: AnyObject {\n  var interactor: Interactor? { get set }\n  func attach(_ child: Router)\n}\nprotocol Interactor {}\n",
      "public protocol Transport: Sendable {\n  func send(_ request: [UInt8], to url: String, id: String) async throws -> (Int, [UInt8]?)\n  var name: String { get }\n}\n",
    ].map { Array($0.utf8) }
  }
#endif
