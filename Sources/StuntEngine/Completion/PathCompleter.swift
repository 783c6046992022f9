import Foundation

/// File path completion for commands that take a file (`run`, `save`): entries of the folder
/// the word points into; folders end in `/`. `~/` is expanded for looking, kept as typed.
enum PathCompleter {
  static func candidates(for prefix: String) -> [String] {
    let slash = prefix.lastIndex(of: "/")
    let folderPart = slash.map { String(prefix[...$0]) } ?? ""
    let namePart = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
    let folder = folderPart.isEmpty ? "." : (folderPart as NSString).expandingTildeInPath
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    return entries
      .filter { $0.hasPrefix(namePart) && (namePart.hasPrefix(".") || !$0.hasPrefix(".")) }
      .map { entry in
        var isDirectory: ObjCBool = false
        let path = (folder as NSString).appendingPathComponent(entry)
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        return folderPart + entry + (isDirectory.boolValue ? "/" : "")
      }
      .sorted()
  }
}
