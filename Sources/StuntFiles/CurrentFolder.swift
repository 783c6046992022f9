import Foundation

/// The process's current folder, however long its path: Foundation's `currentDirectoryPath`
/// asks `getcwd` with a buffer of about a thousand bytes and answers "" past it, which made a
/// session in a deep folder look for its `.stunt-plugins` up an endless relative path.
public enum CurrentFolder {
  /// The absolute path; `/` when the system cannot say (the folder was removed).
  public static var path: String {
    guard let path = getcwd(nil, 0) else { return "/" }
    defer { free(path) }
    return String(cString: path)
  }

  public static var url: URL { URL(fileURLWithPath: path, isDirectory: true) }
}
