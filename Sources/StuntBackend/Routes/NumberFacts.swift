/// `GET /numbers/{n}`: a fact about n as plain text, what numbersapi.com answers for the TCA
/// tutorial, made deterministic so lessons replay.
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
    var traits: [String] = []
    if number < 0 { traits.append("negative") }
    traits.append(number % 2 == 0 ? "even" : "odd")
    if isPrime(number) { traits.append("prime") }
    let root = Int(Double(abs(number)).squareRoot())
    if number >= 0, root * root == number { return "\(number) is a perfect square, \(root) times \(root)." }
    let article = traits.first == "odd" ? "an" : "a"
    return "\(number) is \(article) \(traits.joined(separator: " ")) number."
  }

  static func isPrime(_ number: Int) -> Bool {
    guard number > 1 else { return false }
    guard number > 3 else { return true }
    guard number % 2 != 0 else { return false }
    var divisor = 3
    while divisor * divisor <= number {
      if number % divisor == 0 { return false }
      divisor += 2
    }
    return true
  }

  static func route(_ request: IncomingRequest) -> BackendResponse {
    guard let text = request.segments.last, let number = Int(text) else {
      return .message("'\(request.segments.last ?? "")' is not a number", status: 400)
    }
    return .text(fact(for: number))
  }
}
