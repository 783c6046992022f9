/// "did you mean" for names typed at the prompt.
enum Suggestion {
  /// The candidate the user most likely meant, if any is close enough.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let lowered = word.lowercased()
    // Names are short; a long word is pasted text, not a typo worth an edit-distance search.
    guard !lowered.isEmpty, lowered.count <= 64 else { return nil }
    if let exact = candidates.first(where: { $0.lowercased() == lowered }) { return exact }
    let prefixed = candidates.filter { $0.lowercased().hasPrefix(lowered) }
    if let shortest = prefixed.min(by: { $0.count < $1.count }) { return shortest }
    if lowered.count >= 3 {
      let containing = candidates.filter { $0.lowercased().contains(lowered) }
      if let shortest = containing.min(by: { $0.count < $1.count }) { return shortest }
    }
    let limit = max(1, lowered.count / 3)
    let scored = candidates.map { ($0, distance(lowered, $0.lowercased())) }.filter { $0.1 <= limit }
    return scored.min { $0.1 < $1.1 }?.0
  }

  /// `unknown input 'nope' — did you mean 'x'?` or, with nothing close, the valid names.
  static func unknown(_ what: String, _ word: String, among candidates: [String], hint: String? = nil) -> CommandError {
    let shown = word.count > 40 ? word.prefix(40) + "…" : word
    if let match = closest(to: word, in: candidates) {
      return CommandError("unknown \(what) '\(shown)' — did you mean '\(match)'?")
    }
    let listed = candidates.isEmpty ? "there are none" : "expected one of: " + candidates.joined(separator: ", ")
    return CommandError("unknown \(what) '\(shown)' — \(listed)" + (hint.map { " (\($0))" } ?? ""))
  }

  /// Edit distance counting a swap of neighbours as one edit (`sned` is one from `send`).
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
