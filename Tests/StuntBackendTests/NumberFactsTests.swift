import Testing

@testable import StuntBackend

@Suite("Number facts for every Int")
struct NumberFactsTests {
  @Test func extremesAndLargePrimes() {
    #expect(NumberFacts.fact(for: .min) == "-9223372036854775808 is a negative even number.")
    #expect(NumberFacts.fact(for: .max) == "9223372036854775807 is an odd number.")
    #expect(NumberFacts.fact(for: 9_223_372_036_854_775_783) == "9223372036854775783 is an odd prime number.")
    #expect(NumberFacts.fact(for: 2_305_843_009_213_693_951) == "2305843009213693951 is an odd prime number.")
    #expect(NumberFacts.fact(for: 13) == "13 is an odd prime number.")
    #expect(NumberFacts.fact(for: 2) == "2 is an even prime number.")
    #expect(NumberFacts.fact(for: -4) == "-4 is a negative even number.")
  }

  @Test func perfectSquaresWithoutOverflow() {
    #expect(NumberFacts.squareRoot(of: 3_037_000_499 * 3_037_000_499) == 3_037_000_499)
    #expect(NumberFacts.squareRoot(of: 3_037_000_499 * 3_037_000_499 + 1) == nil)
    #expect(NumberFacts.squareRoot(of: 3_037_000_499 * 3_037_000_499 - 1) == nil)
    #expect(NumberFacts.squareRoot(of: .max) == nil)
    #expect(NumberFacts.squareRoot(of: .min) == nil)
    #expect(NumberFacts.squareRoot(of: 0) == 0)
    #expect(NumberFacts.fact(for: 9) == "9 is a perfect square, 3 times 3.")
    for root in [1, 2, 99_999, 1 << 31, 3_037_000_498] {
      #expect(NumberFacts.squareRoot(of: root * root) == root)
      #expect(NumberFacts.squareRoot(of: root * root + 1) == nil)
    }
  }

  @Test func millerRabinAgreesWithTrialDivision() {
    func byDivision(_ n: Int) -> Bool {
      guard n > 1 else { return false }
      var divisor = 2
      while divisor * divisor <= n {
        if n % divisor == 0 { return false }
        divisor += 1
      }
      return true
    }
    for n in -10..<5000 {
      #expect(NumberFacts.isPrime(n) == byDivision(n), "\(n)")
    }
    // Carmichael numbers and strong pseudoprimes to the first bases fool weaker tests.
    for composite in [561, 41041, 825_265, 3_215_031_751, 3_825_123_056_546_413_051] {
      #expect(!NumberFacts.isPrime(composite), "\(composite)")
    }
  }
}
