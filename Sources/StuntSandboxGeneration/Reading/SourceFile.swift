import Foundation
import StuntDoublesGeneration
import SwiftSyntax

/// One Swift file of the package under test, parsed with swift-syntax.
struct SourceFile {
  /// Relative to the package's folder: `Sources/Greeting/Greeter.swift`.
  let path: String
  /// The module its target compiles to.
  let module: String
  /// Whether it belongs to a test target, which another package cannot import.
  let isTest: Bool
  let tree: SourceFileSyntax
  private let converter: SourceLocationConverter

  init(path: String, module: String, isTest: Bool, text: String) {
    self.path = path
    self.module = module
    self.isTest = isTest
    tree = SwiftSource.parse(text)
    converter = SourceLocationConverter(fileName: path, tree: tree)
  }

  /// The line a declaration starts on, its attributes and doc comment left out.
  func line(of node: some SyntaxProtocol) -> Int {
    node.startLocation(converter: converter, afterLeadingTrivia: true).line
  }

  /// `file.swift:12`, for what the sandbox says it read from where.
  func location(of node: some SyntaxProtocol) -> String {
    "\(path):\(line(of: node))"
  }
}

extension SourceFile {
  /// Every Swift file of the package's targets, tests included (they show how the package
  /// constructs its types), in a stable order.
  static func all(of package: PackageDescription) throws(SandboxError) -> [SourceFile] {
    var files: [SourceFile] = []
    let root = URL(fileURLWithPath: package.path)
    for target in package.targets where target.isSwift {
      for source in target.sources.sorted() where source.hasSuffix(".swift") {
        let path = target.path + "/" + source
        let url = root.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
          throw SandboxError("cannot read \(path)")
        }
        let file = SourceFile(path: path, module: target.c99name, isTest: target.isTest, text: String(decoding: data, as: UTF8.self))
        // What Stunt cannot read would be missing without a word: said where it is instead.
        if let problem = SwiftSource.firstProblem(in: file.tree) {
          throw SandboxError("cannot read \(path):\(problem.line): \(problem.message)")
        }
        files.append(file)
      }
    }
    return files
  }
}
