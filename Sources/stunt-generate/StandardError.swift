import Foundation
import StuntFiles

/// Where errors go: the build shows stderr, and `path:line:column: error:` lines become its
/// diagnostics.
/// The control characters of names in them are spelled out (`SpelledOut`): a line is one line.
enum StandardError {
  static func write(_ line: String) {
    FileHandle.standardError.write(Data((SpelledOut.text(line) + "\n").utf8))
  }
}
