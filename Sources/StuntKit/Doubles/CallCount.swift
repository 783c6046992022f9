/// How many calls a mock expects of a method.
public enum CallCount: Equatable, Sendable, Codable, CustomStringConvertible {
  case exactly(Int)
  case atLeast(Int)
  case atMost(Int)
  /// From the first to the second, both included (Mockable's `.from(1, to: 5)`).
  case between(Int, Int)

  public static let never = CallCount.exactly(0)

  /// Whether `made` calls do not exceed what is expected (more calls can only make it worse).
  public func allows(_ made: Int) -> Bool {
    switch self {
    case .exactly(let count), .atMost(let count), .between(_, let count): made <= count
    case .atLeast: true
    }
  }

  public func isMet(by made: Int) -> Bool {
    switch self {
    case .exactly(let count): made == count
    case .atLeast(let count): made >= count
    case .atMost(let count): made <= count
    case .between(let least, let most): (least...most).contains(made)
    }
  }

  /// `exactly 1 call`, `never`, `at least 2 calls`.
  public var description: String {
    self == .never ? "never" : amount
  }

  /// `no calls`, `exactly 1 call`, `at least 2 calls`: how much, in a sentence.
  public var amount: String {
    func calls(_ count: Int) -> String { count.counted("call") }
    switch self {
    case .exactly(0): return "no calls"
    case .exactly(let count): return "exactly " + calls(count)
    case .atLeast(let count): return "at least " + calls(count)
    case .atMost(let count): return "at most " + calls(count)
    case .between(let least, let most): return "between \(least) and " + calls(most)
    }
  }
}
