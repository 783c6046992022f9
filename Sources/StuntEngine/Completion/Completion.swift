/// Candidates for the word under the cursor. The terminal inserts their common prefix, or
/// lists them when there is nothing more to insert.
public struct Completion: Equatable, Sendable {
  /// The part of the word already typed.
  public var prefix: String
  /// Whole words that start with `prefix`, sorted.
  public var candidates: [String]

  public init(prefix: String, candidates: [String]) {
    self.prefix = prefix
    self.candidates = candidates
  }

  /// What to insert after the prefix: the rest of a single candidate plus a space (no space
  /// after a folder `/`, a `slot.` or a `key=`), or the candidates' common part.
  public var insertion: String {
    guard let first = candidates.first else { return "" }
    if candidates.count == 1 {
      let rest = String(first.dropFirst(prefix.count))
      return first.hasSuffix("/") || first.hasSuffix(".") || first.hasSuffix("=") ? rest : rest + " "
    }
    var common = first
    for candidate in candidates.dropFirst() {
      while !candidate.hasPrefix(common) { common.removeLast() }
    }
    return String(common.dropFirst(min(prefix.count, common.count)))
  }
}
