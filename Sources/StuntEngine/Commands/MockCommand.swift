import StuntKit

struct MockCommand: ReplCommand {
  static let target = Argument.one("<slot>.<method>", .method)
  static let times = Argument.one("times", .callCount)
  static let expectedArguments = Argument.repeated("name=value", .methodArgument(of: target))

  static let configuration = CommandConfiguration(
    name: "mock",
    summary: "tell a mock how often a method must be called, optionally with which arguments",
    forms: [CommandForm(target, times, expectedArguments, run: run)],
    examples: [
      "mock clubService.createClub 1",
      "mock rentService.apply never",
      "mock numberFact.fetch atLeast 2",
      "mock numberFact.fetch between 1 3",
      "mock loggedInBuilder.build 1 listener=RootInteractor#1",
      #"mock clubService.createClub 1 data.name="그룹명""#,
      "mock numberFact.fetch 2 number=any",
      "mock numberFact.fetch 1 number=>=3",
      #"mock clubService.createClub 1 data.name=hasPrefix("그룹")"#,
      "mock LoggedInRoutingMock#1.load 1",
    ],
    discussion: [
      "<times> is a number (exactly), never, atLeast N, atMost N or between N M. The slot must be a mock",
      "(`use <slot> mock`), or an object double a mock's answer made (`LoggedInRoutingMock#1`).",
      "A mock counts its calls, like mockolo's; once told what to expect it is strict: a call",
      "nothing expects fails at once, as does one call too many. `verify` checks what is still",
      "missing; `verify order` checks the order. `name.member=value` matches one member of a",
      "structured argument, an object matches the members it names, `any` matches anything,",
      ArgumentPredicate.NumberTest.allCases.map { "`\($0.rawValue)3`" }.joined(separator: ", ") + " match numbers so compared,",
      "and " + ArgumentPredicate.TextTest.allCases.map { "`\($0.rawValue)(\"a\")`" }.joined(separator: ", ")
        + " match text;",
      "`matches` takes a regular expression the whole text must match.",
    ],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let target = try arguments.text(Self.target)
    let named = try await module.recordedMethod(target)
    guard try await module.isMock(named.double) else {
      let variant = named.slot.map { "is \($0.variant), not a mock — use \($0.name) mock first" } ?? "is not a mock"
      throw CommandError("\(named.double) \(variant)")
    }
    // `atLeast 2` takes two words: the count reads what it needs from the front of the rest.
    let words = arguments.all(times) + arguments.all(expectedArguments)
    let expectation = try await ExpectedCall.read(named, words, usage: arguments.usage, in: module)
    try await module.expect(expectation)
    context.print("\(named.double) expects " + expectation.description.dropFirst(named.double.count + 1))
  }
}
