import Dependencies
import Foundation
import StuntKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches a fact about a number, as in the TCA tutorial the seed follows.
///
/// ```swift
/// // live: GET <baseURL>/<n> over real HTTP, by default to the embedded backend's /numbers
/// let client = NumberFactClient.live { try await backend.baseURL().appendingPathComponent("numbers") }
/// // test: a stub closure, the way TestStore's `withDependencies` overrides it
/// withDependencies { $0.numberFact.fetch = { "\($0) is a good number." } } operation: { ... }
/// ```
///
/// The sandbox's stub, spy, mock and failing clients come from `@Doubles`, as
/// `@DependencyClient` makes a client's unimplemented one.
@Doubles
struct NumberFactClient: Sendable {
  /// a fact about the number
  var fetch: @Sendable (_ number: Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient.live(baseURL: baseURL(nil, nil))
  static let testValue = NumberFactClient.unimplemented
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

extension NumberFactClient {
  static let slot: Slot<NumberFactClient> = Slot(
    "numberFact",
    summary: "fetches a fact about the count (NumberFactClient.fetch)",
    methods: NumberFactClientDoubles.methods,
    exercisedBy: ["send factButtonTapped"],
    variants: [
      .real(summary: "URLSession GET <url>/<n> over real HTTP (the embedded backend unless url= says)", takesURL: true) {
        context in .live(baseURL: numbers(on: context.server))
      }
    ]
      + NumberFactClientDoubles.variants([.stub, .spy, .mock, .failing], unprogrammed: goodNumbers)
      + [Variant(.unimplemented, summary: "swift-dependencies' unimplemented: reports any fetch as an issue") { _ in .unimplemented }]
  )

  /// What TCA's tutorial test answers, and so the stub where nothing was programmed.
  static let goodNumbers = Unprogrammed<Self>(#""<n> is a good number.""#) { Self { "\($0) is a good number." } }

  /// Where a real fetch goes outside a slot: `/numbers` on the given server, else on the backend.
  static func baseURL(_ given: URL?, _ backend: (any Backend)?) -> @Sendable () async throws -> URL {
    numbers(on: ServerURL.resolve(given, backend, slot: slot.name))
  }

  /// Where a real fetch goes: `/numbers` on a server's root.
  static func numbers(on server: @escaping @Sendable () async throws -> URL) -> @Sendable () async throws -> URL {
    { try await server().appendingPathComponent("numbers") }
  }

  /// Real: a GET of `<baseURL>/<n>` through URLSession, over real HTTP.
  static func live(baseURL: @escaping @Sendable () async throws -> URL) -> Self {
    Self { number in
      let (data, response) = try await RealWork.perform {
        let url = try await baseURL().appendingPathComponent(String(number))
        do {
          return try await URLSession.shared.data(from: url)
        } catch let error as URLError {
          throw NumberFactError.transport(error.code.rawValue)
        }
      }
      if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
        throw NumberFactError.status(status)
      }
      // The tutorial decodes whatever came; a body that is not text is an error worth seeing.
      guard let fact = String(validating: Array(data), as: UTF8.self) else { throw NumberFactError.malformedBody }
      return fact
    }
  }

  /// Unimplemented (swift-dependencies' `unimplemented`): reports an issue when called, to
  /// prove a path never fetches a fact.
  static let unimplemented = Self(fetch: IssueReporting.unimplemented("NumberFactClient.fetch"))
}

/// How a real fetch fails, without the URL (its port changes every run).
enum NumberFactError: Error, Equatable, CustomStringConvertible {
  case transport(Int)
  case status(Int)
  case malformedBody

  var description: String {
    switch self {
    case .transport(let code): "numberFact.fetch: the request failed (URLError \(code))"
    case .status(let status): "numberFact.fetch: the server answered HTTP \(status)"
    case .malformedBody: "numberFact.fetch: the answer is not text"
    }
  }
}
