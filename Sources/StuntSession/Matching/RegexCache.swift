import StuntKit

/// Compiled `(re)` patterns, so a long output does not compile the same expression once per
/// line it is tried against.
enum RegexCache {
  private static let compiled = Guarded<[String: CompiledRegex]>([:])

  static func regex(_ pattern: String) -> Regex<AnyRegexOutput>? {
    compiled.withLock { cache in
      if let known = cache[pattern] { return known.regex }
      let regex = try? Regex(pattern)
      cache[pattern] = CompiledRegex(regex: regex)
      return regex
    }
  }
}

/// Regex is not Sendable; compiled once and only matched afterwards, it is safe to share.
struct CompiledRegex: @unchecked Sendable {
  let regex: Regex<AnyRegexOutput>?
}
