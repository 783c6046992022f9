import SwiftSyntax

/// `GeneratedDoubles.swift`, what `stunt-generate doubles` writes into a sandbox target: the
/// doubles of every protocol of the user's modules that the sandbox's own files name
/// (`NetworkServiceDoubles`), in one file, in the order of the protocols' names, so the same
/// sources always give the same bytes.
///
/// A protocol that has `@Doubles` already has its doubles; one the modules do not declare is
/// left to the compiler to report, where the sandbox names it.
public struct GeneratedDoublesFile {
  /// The sandbox target's own files: what they name is what is generated.
  public let uses: [ParsedSourceFile]
  /// The user's modules, whose protocols are read.
  public let modules: [ModuleSources]

  public init(uses: [ParsedSourceFile], modules: [ModuleSources]) {
    self.uses = uses
    self.modules = modules
  }

  /// A protocol (or a composition of protocols) to generate the doubles of, and where it is declared.
  private struct Found {
    let declarations: [ProtocolDeclSyntax]
    let module: ModuleSources
    let reader: SourceDoublesReader

    var internalDeclarations: [ProtocolDeclSyntax] { declarations.filter { $0.accessLevel != "public" } }
  }

  /// The file's text, or every error found.
  public func text() throws(GenerationFailure) -> String {
    var errors: [GenerationError] = []
    var generated: [(found: Found, source: DoublesSource)] = []
    let readers = modules.map { module in
      SourceDoublesReader(moduleName: module.name, files: module.files.map(\.tree))
    }
    for (name, use) in referencedProtocols() {
      let found = zip(modules, readers).compactMap { module, reader in
        reader.protocolDeclaration(named: name).map { Found(declarations: [$0], module: module, reader: reader) }
      }
      guard let first = found.first else {
        if let composed = composition(named: name, readers) {
          do throws(DoublesRefusal) {
            let (module, reader) = (modules[composed.module], readers[composed.module])
            generated.append(
              (Found(declarations: composed.composition.protocols, module: module, reader: reader),
               try reader.doubles(ofComposition: composed.composition)))
          } catch {
            errors += error.problems.map { problem in
              modules[composed.module].file(declaring: problem.node)?.error(problem.message.message, at: problem.node)
                ?? use.file.error(problem.message.message, at: use.token)
            }
          }
        }
        continue
      }
      guard found.count == 1 else {
        let message = SourceDoublesDiagnostic.declaredTwice(protocolName: name, modules: found.map(\.module.name)).message
        errors.append(use.file.error(message, at: use.token))
        continue
      }
      let attached = first.declarations[0].attributes.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Doubles"
      }
      if attached { continue }
      do throws(DoublesRefusal) {
        generated.append((first, try first.reader.doubles(of: first.declarations[0])))
      } catch {
        // Every problem is in one of the module's files; were one not, it is shown where the sandbox names the doubles.
        errors += error.problems.map { problem in
          first.module.file(declaring: problem.node)?.error(problem.message.message, at: problem.node)
            ?? use.file.error(problem.message.message, at: use.token)
        }
      }
    }
    guard errors.isEmpty else { throw GenerationFailure(errors: errors) }
    let found = generated.map(\.found)
    let members = generated.map(\.source.members)
    let doubles = zip(generated, members).map { "\n\n" + $0.source.text(of: $1) }.joined()
    let guarded = testableImports(for: found)
    let skeleton = header(for: found) + (guarded?.opening ?? "") + (guarded?.closing ?? "") + "\n"
    if let problem = unparsable(skeleton, generated, members) { throw GenerationFailure(errors: [problem]) }
    let text = header(for: found) + (guarded?.opening ?? "") + doubles + (guarded?.closing ?? "") + "\n"
    // Indented, as the compiler shows a macro's expansion: a user reads this file where it fails.
    return GeneratedSwift.indented(text)
  }

  /// Doubles that would not compile because their text does not parse: Stunt's bug, said at
  /// the protocol whose doubles they are, so that the report names what to reproduce it with.
  /// The file is checked in parts, each parsed on its own on every core: what it holds besides
  /// the doubles, and each member of each protocol's doubles inside an enum.
  private func unparsable(
    _ skeleton: String, _ generated: [(found: Found, source: DoublesSource)], _ members: [[String]]
  ) -> GenerationError? {
    var parts = [skeleton]
    var owners: [Int?] = [nil]
    for (offset, ofOne) in members.enumerated() {
      for member in ofOne {
        parts.append("enum Doubles {\n\(member)\n}\n")
        owners.append(offset)
      }
    }
    guard let diagnostic = GeneratedSwift.firstDiagnostic(in: parts) else { return nil }
    guard let owner = owners[diagnostic.part], let declaration = generated[owner].found.declarations.first,
      let file = generated[owner].found.module.file(declaring: declaration)
    else {
      return GenerationError(
        path: uses.first?.path ?? "GeneratedDoubles.swift", line: 1, column: 1,
        message: "Stunt wrote a doubles file that does not parse (\(diagnostic.message)); this is a bug of Stunt's")
    }
    return file.error(
      "Stunt wrote doubles of '\(generated[owner].source.spelledName)' that do not parse (\(diagnostic.message)); "
        + "this is a bug of Stunt's: please report it with this protocol", at: declaration.name)
  }

  /// The composition of one module's protocols whose doubles are `name` + `Doubles`, as the uses
  /// write it (`Slot<any Foo & Bar>`), and the index of that module.
  private func composition(named name: String, _ readers: [SourceDoublesReader]) -> (composition: ProtocolComposition, module: Int)? {
    for (offset, reader) in readers.enumerated() {
      for file in uses {
        if let composition = ProtocolComposition.written(in: file.tree, of: reader).first(where: { $0.doublesBase == name }) {
          return (composition, offset)
        }
      }
    }
    return nil
  }

  /// The protocols the uses name, sorted, each with the first place that names it.
  private func referencedProtocols() -> [(name: String, use: (file: ParsedSourceFile, token: TokenSyntax))] {
    var uses: [String: (file: ParsedSourceFile, token: TokenSyntax)] = [:]
    for file in self.uses {
      for reference in file.tree.referencedDoubles where uses[reference.protocolName] == nil {
        uses[reference.protocolName] = (file, reference.token)
      }
    }
    return uses.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// What the file starts with: what it is, the imports the protocols' files have, StuntKit, and
  /// the modules whose protocols are all public.
  private func header(for found: [Found]) -> String {
    let notice = "// Written by `stunt-generate doubles` from the sources of the package's modules, again by every\n"
      + "// build in which they changed: an edit here is lost. The doubles are those the sandbox's files name."
    guard !found.isEmpty else { return notice }
    var imports: [String] = []
    for item in found {
      for declaration in item.reader.lineage(of: item.declarations).protocols {
        for line in item.module.file(declaring: declaration)?.tree.importDeclarations ?? [] where !imports.contains(line) {
          imports.append(line)
        }
      }
    }
    let moduleNames = Set(found.map(\.module.name))
    let plain = imports.filter { !$0.hasPrefix("#") && !Self.imports($0, of: moduleNames.union([Self.stuntKit])) }.sorted()
    let conditional = imports.filter { $0.hasPrefix("#") }
    let testable = Set(found.filter { !$0.internalDeclarations.isEmpty }.map(\.module.name))
    let publicOnly = moduleNames.subtracting(testable).sorted().map { "import \($0)" }
    return ([notice, ""] + plain + conditional + ["import \(Self.stuntKit)"] + publicOnly).joined(separator: "\n")
  }

  /// An internal protocol is reached with `@testable import`, which only a module built for
  /// testing allows, and a release build's modules are not: the doubles are then left out and
  /// the file is one `#error` saying what would work, instead of the compiler's "module was not
  /// compiled for testing" and an error for every type the doubles name. Nil when every protocol
  /// is public.
  private func testableImports(for found: [Found]) -> (opening: String, closing: String)? {
    var internals: [String: [String]] = [:]
    for item in found {
      for declaration in item.internalDeclarations where !(internals[item.module.name]?.contains(declaration.name.text) ?? false) {
        internals[item.module.name, default: []].append(declaration.name.text)
      }
    }
    guard !internals.isEmpty else { return nil }
    let modules = internals.sorted { $0.key < $1.key }
    let described = modules.map { "\($0.key)'s \($0.value.joined(separator: ", "))" }.joined(separator: "; ")
    let opening = (["", "#if \(Self.testingCondition)"] + modules.map { "@testable import \($0.key)" }).joined(separator: "\n")
    let message = "The doubles of internal protocols (\(described)) reach them with @testable import, which needs a debug "
      + "build (swift build), or a release build with -Xswiftc -enable-testing -Xswiftc -DSTUNT_ENABLE_TESTING, or the "
      + "protocols made public"
    let closing = "\n#else\n#error(\(SwiftLiteral.string(message)))\n#endif"
    return (opening, closing)
  }

  /// The module generated code imports for the doubles and the engine's types.
  public static let stuntKit = "StuntKit"

  /// The condition under which `@testable import` can work: a debug build, or a release build
  /// told so (`-Xswiftc -enable-testing -Xswiftc -DSTUNT_ENABLE_TESTING`).
  public static let testingCondition = "DEBUG || STUNT_ENABLE_TESTING"

  /// Whether an import line imports one of `modules` (or a declaration of one).
  public static func imports(_ line: String, of modules: Set<String>) -> Bool {
    guard let path = line.split(separator: " ").last else { return false }
    return modules.contains(String(path.split(separator: ".").first ?? path))
  }
}
