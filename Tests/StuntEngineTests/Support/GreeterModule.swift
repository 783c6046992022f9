import StuntKit

/// A module for the test context: two slots, `greeter` with no test value of its own (real and
/// a stub) and `mailer` with a failing one, and a state that reads the greeter's name (as a
/// router's state names its collaborators), which is no use of it.
@MainActor
final class GreeterModule: StuntModule {
  struct Greeter: Sendable {
    var name: String
    var greet: @Sendable (String) -> String
  }

  struct Mailer: Sendable {
    var send: @Sendable (String) throws -> Void
  }

  struct MailerDown: Error, CustomStringConvertible {
    var description: String { "the mailer is down" }
  }

  struct State: Equatable, Sendable {
    var greeting = ""
    var greeter = ""
  }

  static let greeterSlot = Slot<Greeter>(
    "greeter", summary: "says hello",
    variants: [
      .real(summary: "the real greeter") { _ in Greeter(name: "RealGreeter") { "hello, \($0)" } },
      Variant(.stub, summary: "a canned greeting") { _ in Greeter(name: "StubGreeter") { _ in "hi" } },
    ])
  static let mailerSlot = Slot<Mailer>(
    "mailer", summary: "sends the greeting",
    variants: [
      .real(summary: "the real mailer") { _ in Mailer { _ in } },
      Variant(.failing, summary: "fails every send") { _ in Mailer { _ in throw MailerDown() } },
    ])

  static let info = ModuleInfo(name: "greeter", summary: "a module for the test context", seed: "none")
  static let slots: [any DeclaredSlot] = [greeterSlot, mailerSlot]

  enum Action: ModuleAction, CaseIterable, InputSummaries {
    case greet, mail, nothing

    var summary: String {
      switch self {
      case .greet: "asks the greeter"
      case .mail: "sends through the mailer"
      case .nothing: "uses no dependency"
      }
    }
  }

  private var greeting = ""
  private let greeter: LiveSlot<Greeter>
  private let mailer: LiveSlot<Mailer>
  private let effects: EffectRuntime

  init(environment: ModuleEnvironment) {
    greeter = environment.dependency(Self.greeterSlot)
    mailer = environment.dependency(Self.mailerSlot)
    effects = environment.effects
    // An init that reads its dependency, as the router's proxies do: no use by a command.
    _ = greeter.current
  }

  var state: any Sendable { State(greeting: greeting, greeter: greeter.current.name) }

  func send(_ action: Action) {
    switch action {
    case .greet: greeting = greeter.current.greet("Stunt")
    case .mail:
      do { try mailer.current.send(greeting) } catch { effects.reportIssue("mail: \(error)") }
    case .nothing: greeting += "."
    }
  }
}
