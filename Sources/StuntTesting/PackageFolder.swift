import Foundation

/// The package a test file belongs to, found from the file's path (`#filePath`) rather than the
/// current folder, which Xcode and `swift test` set differently.
enum PackageFolder {
  /// The nearest folder above `filePath` with a `Package.swift`; the file's own folder when none
  /// has one.
  static func enclosing(_ filePath: String) -> URL {
    let file = URL(fileURLWithPath: filePath).standardizedFileURL
    var folder = file.deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
      folder = folder.deletingLastPathComponent()
    }
    return file.deletingLastPathComponent()
  }

  /// `path` from `root`, when it is inside it; else as it is.
  static func relative(_ path: String, to root: URL) -> String {
    let prefix = root.standardizedFileURL.path + "/"
    let standard = URL(fileURLWithPath: path).standardizedFileURL.path
    return standard.hasPrefix(prefix) ? String(standard.dropFirst(prefix.count)) : path
  }
}
