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
struct NumberFactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
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
  /// `fetch` as `calls`, `stub`, `mock` and `verify` name it.
  static let fetchMethod = MethodDescriptor(
    "fetch", parameters: [ParameterDescriptor("number", .int)], returns: .string, throws: true,
    summary: "a fact about the number")

  static let slot: Slot<NumberFactClient> = Slot(
    "numberFact",
    summary: "fetches a fact about the count (NumberFactClient.fetch)",
    methods: [fetchMethod],
    variants: [
      .real(summary: "URLSession GET <url>/<n> over real HTTP (the embedded backend unless url= says)", takesURL: true) {
        context in .live(baseURL: numbers(on: context.server))
      },
      Variant(.stub, summary: "answers what `stub numberFact.fetch` says (default \"<n> is a good number.\")") { context in
        .stub(context.answers)
      },
      Variant(.spy, summary: "a stub that records each fetch and its number") { context in .recording(context) },
      .mock(summary: "a spy whose calls are checked against expectations (times=N, or `mock numberFact.fetch ...`)") {
        context in .recording(context)
      },
      Variant(.failing, summary: "every fetch throws") { _ in .failing },
      Variant(.unimplemented, summary: "reports any fetch as an issue") { _ in .unimplemented },
    ]
  )

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

  /// Stub (Meszaros: a stub provides canned answers): returns what `stub numberFact.fetch`
  /// programmed, or "<n> is a good number." as TCA's tutorial test does.
  static func stub(_ answers: StubAnswers) -> Self {
    Self { number in
      try answers.respond(
        to: fetchMethod.name, arguments: [CallLog.Argument("number", .int(number))], decode: { $0.text ?? $0.description }
      ) {
        "\(number) is a good number."
      }
    }
  }

  /// Spy and mock (Meszaros: a spy is a stub that records its calls; a mock also holds
  /// expectations about them): answers like the stub and logs every fetch with its number, so
  /// `calls numberFact` shows how often and with what. In mock mode the call log checks each
  /// call against what the mock expects and reports an unexpected one at once.
  @MainActor
  static func recording(_ context: DoubleContext<Self>) -> Self {
    let stub = Self.stub(context.answers)
    let recorder = context.recorder
    return Self { number in
      recorder.record(fetchMethod.name, [CallLog.Argument(nil, .int(number))])
      return try await stub.fetch(number)
    }
  }

  /// Failing (swift-dependencies' "failing" client): every fetch throws, to show what the
  /// feature does when the service is down.
  static let failing = Self { _ in
    throw DependencyFailure(slot: slot.name, method: fetchMethod.name)
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
