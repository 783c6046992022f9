import Foundation

/// Where errors go: the build shows stderr, and `path:line:column: error:` lines become its
/// diagnostics.
enum StandardError {
  static func write(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
