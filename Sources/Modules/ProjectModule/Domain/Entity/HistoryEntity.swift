import Foundation

/// A line of the board's history. The seed stamps it with `Date().timeIntervalSince1970`.
package struct HistoryEntity: Equatable, Codable, Sendable {
  enum EditedType: String, CaseIterable, Codable, Sendable {
    case add
    case edit
    case move
    case delete
  }

  var editedType: EditedType
  var title: String
  var date: TimeInterval
}
