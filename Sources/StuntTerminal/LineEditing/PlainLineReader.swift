import CEditLine
import Foundation
import StuntEngine

/// Reads lines from standard input when it is not a terminal: no prompt, no editing,
/// no history file. libedit is never touched.
public final class PlainLineReader: LineReader {
  private let queue = DispatchQueue(label: "stunt.plain-reader")
  private let file: UnsafeMutablePointer<FILE>

  public init(file: UnsafeMutablePointer<FILE> = stunt_stdin()) {
    self.file = file
  }

  public func readLine(prompt: String, completion: PendingCompletionModel) async -> LineInput {
    let file = UncheckedFile(pointer: file)
    return await withCheckedContinuation { continuation in
      queue.async {
        continuation.resume(returning: PlainLineReader.read(file.pointer))
      }
    }
  }

  /// One line of any length; bytes are kept as they are (UTF-8 is checked by the sandbox).
  static func read(_ file: UnsafeMutablePointer<FILE>) -> LineInput {
    var buffer: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(buffer) }
    let count = getline(&buffer, &capacity, file)
    guard count >= 0, let buffer else { return .end }
    var bytes = Array(UnsafeRawBufferPointer(start: buffer, count: count))
    if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
    return .line(bytes)
  }
}

/// A FILE pointer handed to the reader's queue; only that queue reads it.
struct UncheckedFile: @unchecked Sendable {
  let pointer: UnsafeMutablePointer<FILE>
}

extension PlainLineReader: @unchecked Sendable {}
