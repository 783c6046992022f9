import Foundation

/// The files under a path: the path itself, or a folder's files (sorted, hidden ones skipped).
enum InputFiles {
  static func under(_ path: String) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
    guard isFolder.boolValue else { return [path] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { (path as NSString).appendingPathComponent($0) }
  }
}
