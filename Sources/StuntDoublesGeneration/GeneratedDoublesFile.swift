import SwiftBasicFormat
import SwiftParser
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

  /// A protocol to generate the doubles of, and where it is declared.
  private struct Found {
    let declaration: ProtocolDeclSyntax
    let module: ModuleSources
    let reader: SourceDoublesReader
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
        reader.protocolDeclaration(named: name).map { Found(declaration: $0, module: module, reader: reader) }
      }
      guard let first = found.first else { continue }
      guard found.count == 1 else {
        let message = SourceDoublesDiagnostic.declaredTwice(protocolName: name, modules: found.map(\.module.name)).message
        errors.append(use.file.error(message, at: use.token))
        continue
      }
      if first.declaration.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Doubles" }) {
        continue
      }
      do throws(DoublesRefusal) {
        generated.append((first, try first.reader.doubles(of: first.declaration)))
      } catch {
        errors += error.problems.compactMap { problem in
          first.module.file(declaring: problem.node)?.error(problem.message.message, at: problem.node)
        }
      }
    }
    guard errors.isEmpty else { throw GenerationFailure(errors: errors) }
    let text = header(for: generated.map(\.found)) + generated.map { "\n\n" + $0.source.text }.joined() + "\n"
    // Indented as the compiler shows a macro's expansion: a user reads this file where it fails.
    return Parser.parse(source: text).formatted(using: BasicFormat(indentationWidth: .spaces(2))).description
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
  /// the modules. An internal protocol is reached with `@testable import`, which only a module
  /// built for testing allows; a release build is normally not, so it gets one `#error` saying
  /// what would work instead of the compiler's "module was not compiled for testing".
  private func header(for found: [Found]) -> String {
    let notice = "// Written by `stunt-generate doubles` from the sources of the package's modules, again by every\n"
      + "// build in which they changed: an edit here is lost. The doubles are those the sandbox's files name."
    guard !found.isEmpty else { return notice }
    var imports: [String] = []
    for item in found {
      for declaration in item.reader.lineage(of: item.declaration).protocols {
        for line in item.module.file(declaring: declaration)?.tree.importDeclarations ?? [] where !imports.contains(line) {
          imports.append(line)
        }
      }
    }
    let moduleNames = Set(found.map(\.module.name))
    let plain = imports.filter { !$0.hasPrefix("#") && !Self.imports($0, of: moduleNames.union(["StuntKit"])) }.sorted()
    let conditional = imports.filter { $0.hasPrefix("#") }
    var testable: [String: [String]] = [:]
    var publicOnly: Set<String> = []
    for item in found {
      if item.declaration.accessLevel == "public" {
        publicOnly.insert(item.module.name)
      } else {
        testable[item.module.name, default: []].append(item.declaration.name.text)
      }
    }
    var lines = [notice, ""] + plain + conditional + ["import StuntKit"]
    lines += publicOnly.subtracting(testable.keys).sorted().map { "import \($0)" }
    if !testable.isEmpty {
      let modules = testable.sorted { $0.key < $1.key }
      let described = modules.map { "\($0.key)'s \($0.value.joined(separator: ", "))" }.joined(separator: "; ")
      lines += ["#if DEBUG || STUNT_ENABLE_TESTING"] + modules.map { "@testable import \($0.key)" } + ["#else"]
      lines.append(
        "#error(\"The doubles of internal protocols (\(described)) reach them with @testable import, which needs a debug "
          + "build (swift build), or a release build with -Xswiftc -enable-testing -Xswiftc -DSTUNT_ENABLE_TESTING, "
          + "or the protocols made public\")")
      lines.append("#endif")
    }
    return lines.joined(separator: "\n")
  }

  /// Whether an import line imports one of `modules` (or a declaration of one).
  private static func imports(_ line: String, of modules: Set<String>) -> Bool {
    guard let path = line.split(separator: " ").last else { return false }
    return modules.contains(String(path.split(separator: ".").first ?? path))
  }
}
