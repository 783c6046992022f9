import Testing

@testable import StuntEngine
import StuntTesting

/// Each command declares its forms once; usage, arity errors, "did you mean" for verbs and
/// completion come from that declaration.
@MainActor
@Suite("Command declarations", .mainSerialExecutor)
struct CommandDeclarationTests {
  @Test func everyExampleTakesADeclaredForm() throws {
    for configuration in Commands.all.map({ $0.configuration }) {
      try examples(of: configuration)
    }
  }

  func examples(of configuration: CommandConfiguration) throws {
    let name = configuration.name
    for example in configuration.examples {
      let tokens = try Lexer.split(example)
      #expect(tokens.first?.text == name, "\(example)")
      #expect(throws: Never.self, "\(example)") { _ = try ArgumentMatcher.match(Array(tokens.dropFirst()), configuration) }
    }
  }

  @Test func argumentsThatNameAnotherArgumentNameOneOfTheSameForm() {
    for configuration in Commands.all.map({ $0.configuration }) {
      check(configuration)
    }
  }

  func check(_ configuration: CommandConfiguration) {
    let name = configuration.name
    for form in configuration.forms {
      let names = form.arguments.map(\.name)
      #expect(Set(names).count == names.count, "\(form.usage(name)) names an argument twice")
      for argument in form.arguments {
        for referred in argument.kind.referredArguments {
          #expect(names.contains(referred.name), "\(form.usage(name)): \(argument.name) refers to \(referred.name)")
        }
      }
      // Only the last positional argument may take a variable number of words.
      for argument in form.positional.dropLast() {
        if case .repeated = argument.role { Issue.record("\(form.usage(name)): \(argument.name) is repeated but not last") }
      }
    }
  }

  @Test func helpShowsEveryFormOnALineOfItsOwn() async {
    let lines = await Driver().lines("help backend")
    #expect(Array(lines.prefix(7)) == [
      "usage: backend",
      "       backend latency <duration>",
      #"       backend fail <status> ["message"] [count]"#,
      "       backend garble [count]",
      "       backend reset",
      "       backend log",
      "       backend random-seed <n>",
    ])
    #expect(await Driver().lines("help verify").prefix(2) == [
      "usage: verify [slot]", "       verify <slot>.<method> [times] [name=value ...]",
    ])
    #expect(await Driver().lines("help save").first == "usage: save <file> [first-last] [--force] [--all]")
  }

  @Test func wrongWordsGetTheErrorTheDeclarationImplies() async {
    let driver = await Driver.counter("use numberFact mock")
    // A misspelt verb, and a word where only verbs may stand.
    #expect(await driver.error("backend latncy 1s") == "error: unknown backend verb 'latncy' — did you mean 'latency'?")
    #expect(await driver.error("stub numberFact.fetch retruns 1") == "error: unknown stub verb 'retruns' — did you mean 'returns'?")
    // A verb that is missing: every form that wants one there says so.
    #expect(await driver.error("stub numberFact.fetch") == "error: missing returns, throws or clear — usage: "
      + "stub <slot>.<method> [name=value ...] returns <value> ... | stub <slot>.<method> [name=value ...] throws <error> ... "
      + "| stub <slot>.<method> [name=value ...] clear")
    // A word too many, a word too few: the usage of the form the line took.
    #expect(await driver.error("backend log now") == "error: unexpected argument 'now' — usage: backend log")
    #expect(await driver.error("verify order numberFact.fetch")
      == "error: verify order takes 2 or more <slot>.<method> — usage: verify order <slot>.<method> <slot>.<method> ...")
    #expect(await driver.error("advance") == "error: missing duration — usage: advance <duration> [--each]")
    // A word out of a fixed set.
    #expect(await driver.error("expect count = 0") == "error: unknown operator '=' — did you mean '=='?")
    // Rejected before the command runs: nothing changed.
    #expect(await driver.text("state count") == "0")
  }

  @Test func aFlagMayStandAnywhere() throws {
    let configuration = SaveCommand.configuration
    for line in ["x.session --force", "--force x.session"] {
      let (_, arguments) = try ArgumentMatcher.match(try Lexer.split(line), configuration)
      #expect(arguments[SaveCommand.file]?.text == "x.session")
      #expect(arguments.isSet(SaveCommand.force))
    }
    let (_, plain) = try ArgumentMatcher.match(try Lexer.split("x.session"), configuration)
    #expect(!plain.isSet(SaveCommand.force))
    // Quoted, it is a file name.
    let (_, quoted) = try ArgumentMatcher.match(try Lexer.split(#""--force""#), configuration)
    #expect(quoted[SaveCommand.file]?.text == "--force")
    #expect(!quoted.isSet(SaveCommand.force))
  }

  @Test func aVerbWinsOverAnArgumentThatWouldTakeTheSameWord() throws {
    let (form, _) = try ArgumentMatcher.match(try Lexer.split("order a.b c.d"), VerifyCommand.configuration)
    #expect(form.arguments.first?.name == "order")
    let (plain, arguments) = try ArgumentMatcher.match(try Lexer.split("clubService"), VerifyCommand.configuration)
    #expect(plain.arguments.first?.name == "slot")
    #expect(arguments[VerifyCommand.mock]?.text == "clubService")
  }

  @Test func completionOffersWhatEachFormTakesNext() async {
    let driver = await Driver.counter()
    func candidates(_ line: String) async -> [String] { await driver.sandbox.complete(line, cursor: line.count).candidates }
    #expect(await candidates("backend ") == ["fail", "garble", "latency", "log", "random-seed", "reset", "start", "stop"])
    #expect(await candidates("verify ") == ["clock", "noMoreInteractions", "numberFact", "numberFact.fetch", "order"])
    #expect(await candidates("verify order ") == ["numberFact.fetch"])
    #expect(await candidates("send factResponse ") == ["fact="])
    #expect(await candidates("mock numberFact.fetch ") == ["atLeast", "atMost", "between", "never"])
    #expect(await candidates("mock numberFact.fetch 1 ") == ["number="])
    #expect(await candidates("save x.session --") == ["--all", "--force"])
    #expect(await candidates("backend log ") == [])
  }
}
