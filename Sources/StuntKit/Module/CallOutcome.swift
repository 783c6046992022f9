/// What the last call of a method under test gave: its result as custom-dump shows it, or the
/// error it threw. A sandbox module of a user's type keeps one, and its state shows it, since a
/// method's answer is often the whole of what a test checks (`XCTAssertEqual(greet(id: 7), ...)`).
///
/// ```swift
/// outcome = CallOutcome.of { greeter.greet(id: input.id) }       // returned: "Hello, Kim!"
/// outcome = await CallOutcome.of { try await checkout.pay() }    // or thrown: "declined"
/// ```
public struct CallOutcome: Sendable, Hashable {
  /// nil for a method that returns nothing, or threw.
  public var returned: StateNode?
  /// The error's description, nil when the call returned.
  public var thrown: String?

  public init(returned: StateNode? = nil, thrown: String? = nil) {
    self.returned = returned
    self.thrown = thrown
  }

  public static func of<Result>(_ call: () throws -> Result) -> CallOutcome {
    do {
      return CallOutcome(returned: shown(try call()))
    } catch {
      return CallOutcome(thrown: "\(error)")
    }
  }

  /// An async call, run on the caller's actor (the module's, the main actor).
  public static func of<Result>(
    isolation: isolated (any Actor)? = #isolation, _ call: () async throws -> Result
  ) async -> CallOutcome {
    do {
      return CallOutcome(returned: shown(try await call()))
    } catch {
      return CallOutcome(thrown: "\(error)")
    }
  }

  private static func shown<Result>(_ value: Result) -> StateNode? {
    Result.self == Void.self ? nil : StateNode(reflecting: value)
  }
}
