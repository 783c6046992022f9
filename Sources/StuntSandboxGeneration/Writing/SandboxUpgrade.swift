import Foundation

/// What `stunt sandbox` changes in a sandbox an earlier Stunt wrote, before building it, so that it
/// builds as one written now does. Only what Stunt itself wrote there and no user edits: each
/// change is said, one line each.
public struct SandboxUpgrade {
  let folder: URL

  public init(folder: URL) {
    self.folder = folder
  }

  /// Applies what is due; the lines that say what changed (none when the sandbox is up to date).
  public func apply() throws(SandboxError) -> [String] {
    let manifest = folder.appendingPathComponent(ManifestSource.fileName)
    guard let text = try SandboxWriter.read(manifest), let upgraded = ManifestSource.upgradingStuntDependency(in: text) else { return [] }
    try SandboxWriter.write(upgraded, to: manifest)
    return [
      "updated \((folder.relativePath as NSString).standardizingPath)/\(ManifestSource.fileName): Stunt is a dependency without its default traits (`traits: []`), "
        + "so the sandbox no longer fetches and builds the seed modules, the embedded backend and swift-syntax "
        + "(a module of yours that uses @Doubles needs `traits: [\"Macros\"]` there)"
    ]
  }
}
