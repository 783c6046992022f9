/// Lays completion candidates out in columns, the way shells list them on a second Tab.
enum CandidateList {
  static func layout(_ candidates: [String], width: Int = 80) -> String {
    let column = (candidates.map(\.count).max() ?? 0) + 2
    let perRow = max(1, width / column)
    var rows: [String] = []
    var index = 0
    while index < candidates.count {
      let row = candidates[index..<min(index + perRow, candidates.count)]
      rows.append(row.map { $0.padding(toLength: column) }.joined().trailingSpacesRemoved)
      index += perRow
    }
    return rows.joined(separator: "\n")
  }
}

extension String {
  fileprivate func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: max(0, length - count))
  }

  fileprivate var trailingSpacesRemoved: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
