/// `--shard K/N`: this run takes the files whose path hashes to K of N. The hash is of the
/// path alone, so a file stays in its shard however many files are added around it.
public struct Shard: Equatable, Sendable {
  public var index: Int
  public var count: Int

  /// `2/4`; nil unless 1 <= K <= N.
  public init?(_ text: String) {
    let parts = text.split(separator: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
    else { return nil }
    self.index = index
    self.count = count
  }

  public func contains(_ path: String) -> Bool {
    Int(Shard.fnv1a(path) % UInt64(count)) == index - 1
  }

  /// FNV-1a: stable across runs and platforms, unlike `hashValue`.
  static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}
