import Foundation
import GRDB

/// What went wrong with the SQLite file, in one line naming the file (not its folder).
struct StoreError: LocalizedError, Equatable {
  let message: String

  init(_ message: String) {
    self.message = message
  }

  init(file: String, _ error: any Error) {
    let reason = (error as? DatabaseError)?.message ?? "\(error)"
    message = "the SQLite file \(file) cannot be used: \(reason)"
  }

  var errorDescription: String? { message }
}
