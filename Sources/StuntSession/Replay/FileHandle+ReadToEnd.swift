import Foundation

extension FileHandle {
  /// Reads to the end on a Dispatch thread: a blocking read inside a Task would hold one of
  /// the few threads of Swift's cooperative pool, and enough of them starve everything else
  /// (a watchdog included).
  func readToEnd() async -> Data {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(returning: self.readDataToEndOfFile())
      }
    }
  }
}
