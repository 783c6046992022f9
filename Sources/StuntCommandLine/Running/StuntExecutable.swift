import Foundation

/// This very binary: the replay worker, the plugin launcher and the isolated built-ins; and the
/// helpers installed with it.
public enum StuntExecutable {
  public static var path: String {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
  }

  /// A helper program of Stunt's: beside this binary (a build folder), or in
  /// `<prefix>/libexec/stunt/` where `make install` puts helpers.
  public static func sibling(_ name: String) -> URL? {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    let candidates = [
      folder.appendingPathComponent(name), folder.deletingLastPathComponent().appendingPathComponent("libexec/stunt/\(name)"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
