import Foundation

/// Splits a byte stream into newline-terminated messages, refusing to hold one longer than
/// `limit`: a peer that never sends a newline costs at most `limit` bytes of memory.
package struct LineSplitter {
  package let limit: Int
  private var pending: [UInt8] = []
  /// Set once a message went past the limit; what follows is not read.
  package private(set) var overflowed = false

  package init(limit: Int) {
    self.limit = limit
  }

  package mutating func feed(_ bytes: ArraySlice<UInt8>) -> [Data] {
    guard !overflowed else { return [] }
    var lines: [Data] = []
    bytes.withUnsafeBufferPointer { buffer in
      guard var start = buffer.baseAddress else { return }
      let end = start + buffer.count
      while start < end {
        guard let newline = memchr(start, Int32(UInt8(ascii: "\n")), end - start) else {
          pending.append(contentsOf: UnsafeBufferPointer(start: start, count: end - start))
          break
        }
        let line = UnsafePointer(newline.assumingMemoryBound(to: UInt8.self))
        pending.append(contentsOf: UnsafeBufferPointer(start: start, count: line - start))
        start = line + 1
        guard pending.count <= limit else { break }
        lines.append(Data(pending))
        pending.removeAll(keepingCapacity: true)
      }
    }
    if pending.count > limit {
      overflowed = true
      pending = []
    }
    return lines
  }
}
