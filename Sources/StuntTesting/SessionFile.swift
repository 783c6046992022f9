import Foundation
import StuntEngine
import StuntKit
import StuntSession
import Testing

/// A `.session` file (or a Markdown file's ```` ```session ```` blocks) as a Swift Testing test
/// case: `swift test`, Xcode's test navigator and `--xunit-output` show one case per file, and
/// each failing command as an issue at the session's own file and line, with the difference
/// `stunt replay` prints.
///
/// One declaration in a test target replays every session of a folder:
///
/// ```swift
/// import StuntTesting
/// import Testing
/// import WarehouseModule
///
/// @Test(arguments: SessionFile.all(under: "Sessions"))
/// func replays(_ session: SessionFile) async {
///   await session.replay(modules: [WarehouseModule.self])
/// }
/// ```
///
/// The sessions run in the test's process with the modules given, as `stunt replay`'s workers run
/// them: one at a time, every task on the main actor (`MainSerialExecutor`: another test of the
/// process that runs meanwhile has its tasks there too), nothing rewritten (`--update=never`).
/// A trap in a module ends the test process, as any trap in a test does (`stunt replay`
/// contains it in a worker).
public struct SessionFile: Sendable, CustomStringConvertible, CustomTestStringConvertible {
  /// The file as reports show it: from the package's folder (`Sessions/order.session`).
  public let path: String
  /// Where it is.
  public let url: URL

  public var description: String { path }
  public var testDescription: String { path }

  /// Every session file under `folder` of the package that holds the calling test file (its
  /// nearest folder upward with a `Package.swift`), in the order `stunt replay` takes them: the
  /// `.session` files, and the `.md` files with ```` ```session ```` blocks. A folder that does not
  /// exist gives one case that fails saying so, rather than no case at all.
  public static func all(under folder: String, filePath: String = #filePath) -> [SessionFile] {
    let root = PackageFolder.enclosing(filePath)
    let base = URL(fileURLWithPath: folder, relativeTo: root).standardizedFileURL
    guard let found = try? SessionFiles.find([base.path]) else {
      return [SessionFile(path: folder, url: base)]
    }
    return found.map { SessionFile(path: PackageFolder.relative($0, to: root), url: URL(fileURLWithPath: $0)) }
  }

  public init(path: String, url: URL) {
    self.path = path
    self.url = url
  }

  /// Replays the file in a fresh sandbox of `modules` and records each failure as an issue at
  /// the session's line.
  @MainActor
  public func replay(modules: [any StuntModule.Type], context: DependencyContext? = nil) async {
    await replay(modules: modules.map { $0.entry }, context: context)
  }

  /// Replays the file in a fresh sandbox of `modules` (the built-in modules' entries, a
  /// sandbox's list) and records each failure as an issue at the session's line.
  @MainActor
  public func replay(modules: [ModuleEntry], context: DependencyContext? = nil) async {
    guard FileManager.default.fileExists(atPath: url.path) else {
      Issue.record(Comment(rawValue: "no such file or folder '\(path)'"))
      return
    }
    let options = ReplayOptions(paths: [url.path], jobs: 1, update: .never, context: context)
    let runner = ReplayRunner(options: options, runner: InProcessScriptRunner { Sandbox(modules: modules) }) { _ in }
    var replayed: FileResult?
    await MainSerialTurn.run { replayed = await runner.replay(url.path) }
    guard let result = replayed else {
      Issue.record("\(path) was not replayed")
      return
    }
    switch result.status {
    case .passed, .skipped:
      return
    case .failed:
      for failure in result.failures { record(failure.lines, at: failure.line) }
    case .invalid(let error):
      record(["error: " + error.message], at: error.line)
    }
  }

  private func record(_ lines: [String], at line: Int) {
    let location = SourceLocation(fileID: "sessions/" + url.lastPathComponent, filePath: url.path, line: max(1, line), column: 1)
    Issue.record(Comment(rawValue: "\(path):\(line): " + lines.joined(separator: "\n")), sourceLocation: location)
  }
}
