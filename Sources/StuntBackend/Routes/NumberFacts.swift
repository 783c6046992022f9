/// `GET /numbers/{n}`: a fact about n as plain text, what numbersapi.com answers for the TCA
/// tutorial, made deterministic so lessons replay. Total and fast for every Int: n comes from
/// the client, and a trap here would take the REPL down with it.
enum NumberFacts {
  static let famous: [Int: String] = [
    0: "0 is the number of network calls a stub makes.",
    1: "1 is the loneliest number.",
    3: "3 is the number of spatial dimensions we perceive.",
    7: "7 is the number of notes in a major scale.",
    12: "12 is the number of months in a year.",
    42: "42 is the answer to the Ultimate Question of Life, the Universe, and Everything.",
    100: "100 is the number of years in a century.",
  ]

  static func fact(for number: Int) -> String {
    if let fact = famous[number] { return fact }
    if let root = squareRoot(of: number) { return "\(number) is a perfect square, \(root) times \(root)." }
    var traits: [String] = []
    if number < 0 { traits.append("negative") }
    traits.append(number % 2 == 0 ? "even" : "odd")
    if isPrime(number) { traits.append("prime") }
    let article = ["odd", "even"].contains(traits.first) ? "an" : "a"
    return "\(number) is \(article) \(traits.joined(separator: " ")) number."
  }

  /// The whole square root of a perfect square; nil for every other number, negatives included.
  static func squareRoot(of number: Int) -> Int? {
    guard number >= 0 else { return nil }
    // A Double's root is within one of the true one for any Int; the squares are checked for
    // overflow (anything that overflows is larger than `number`).
    var root = Int(Double(number).squareRoot())
    func square(_ value: Int) -> Int? {
      let (product, overflow) = value.multipliedReportingOverflow(by: value)
      return overflow ? nil : product
    }
    while root > 0, (square(root).map { $0 > number } ?? true) { root -= 1 }
    while let next = square(root + 1), next <= number { root += 1 }
    return square(root) == number ? root : nil
  }

  /// The Miller-Rabin bases that decide primality exactly for every number below 2^64.
  static let witnesses: [UInt64] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]

  /// Deterministic Miller-Rabin: a few dozen modular multiplications, where trial division took
  /// seconds for a large prime.
  static func isPrime(_ number: Int) -> Bool {
    guard number > 1 else { return false }
    let n = UInt64(number)
    for witness in witnesses where n % witness == 0 {
      return n == witness
    }
    // n - 1 = d * 2^s with d odd (n is odd and above 37 here).
    let s = (n - 1).trailingZeroBitCount
    let d = (n - 1) >> s
    witnessing: for witness in witnesses {
      var x = power(witness, d, modulo: n)
      if x == 1 || x == n - 1 { continue }
      for _ in 1..<s {
        x = multiply(x, x, modulo: n)
        if x == n - 1 { continue witnessing }
      }
      return false
    }
    return true
  }

  /// a * b mod n without overflow: the full 128-bit product divided by n (a, b < n, so the
  /// quotient fits).
  static func multiply(_ a: UInt64, _ b: UInt64, modulo n: UInt64) -> UInt64 {
    n.dividingFullWidth(a.multipliedFullWidth(by: b)).remainder
  }

  static func power(_ base: UInt64, _ exponent: UInt64, modulo n: UInt64) -> UInt64 {
    var result: UInt64 = 1
    var base = base % n
    var exponent = exponent
    while exponent > 0 {
      if exponent & 1 == 1 { result = multiply(result, base, modulo: n) }
      base = multiply(base, base, modulo: n)
      exponent >>= 1
    }
    return result
  }

  static func route(_ request: IncomingRequest) -> BackendResponse {
    guard let text = request.segments.last, let number = Int(text) else {
      return .message("'\(request.segments.last ?? "")' is not a number", status: 400)
    }
    return .text(fact(for: number))
  }
}
