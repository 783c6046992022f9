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
      "mock loggedInBuilder.build 1 listener=RootInteractor#1",
      #"mock clubService.createClub 1 data.name="그룹명""#,
      "mock numberFact.fetch 2 number=any",
      "mock numberFact.fetch 1 number=>=3",
      "mock LoggedInRoutingMock#1.load 1",
    ],
    discussion: [
      "<times> is a number (exactly), never, atLeast N or atMost N. The slot must be a mock",
      "(`use <slot> mock`), or an object double a mock's answer made (`LoggedInRoutingMock#1`).",
      "A mock counts its calls, like mockolo's; once told what to expect it is strict: a call",
      "nothing expects fails at once, as does one call too many. `verify` checks what is still",
      "missing; `verify order` checks the order. `name.member=value` matches one member of a",
      "structured argument, an object matches the members it names, `any` matches anything, and",
      "`>3`, `>=3`, `<3`, `<=3`, `!=3` match numbers so compared.",
    ],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let target = try arguments.text(Self.target)
    let named = try module.method(target)
    let method = named.method
    guard module.isMock(named.double) else {
      let variant = named.slot.map { "is \($0.variant), not a mock — use \($0.name) mock first" } ?? "is not a mock"
      throw CommandError("\(named.double) \(variant)")
    }
    // `atLeast 2` takes two words: the count reads what it needs from the front of the rest.
    var rest = arguments.all(times) + arguments.all(expectedArguments)
    let count = try CallCount.read(&rest, usage: arguments.usage)
    var expected: [CallExpectation.Argument] = []
    for token in rest {
      guard let (label, valueToken) = token.option else {
        throw CommandError("unexpected argument '\(token.text)' — arguments are name=value — usage: \(arguments.usage)")
      }
      // `data.name=` reaches into a structured argument; its members have no declared type.
      let parameterName = String(label.prefix { $0 != "." })
      guard let position = method.parameters.firstIndex(where: { $0.name == parameterName }) else {
        throw Suggestion.unknown("argument of \(target)", parameterName, among: method.parameters.map(\.name))
      }
      guard !expected.contains(where: { $0.name == label }) else { throw CommandError("\(label) is given twice") }
      let value = try valueToken.value()
      let parameter = method.parameters[position]
      let isWhole = label == parameterName
      expected.append(
        CallExpectation.Argument(
          label, position: position, isWhole && !value.isArgumentMatcher ? try checked(value, for: parameter, of: target, in: module) : value))
    }
    let expectation = CallExpectation(double: named.double, method: method.name, count: count, arguments: expected)
    module.expect(expectation)
    context.print("\(named.double) expects " + expectation.description.dropFirst(named.double.count + 1))
  }

  /// The value an argument must have, checked against the parameter's type. An object is named
  /// by a slot (the object it holds now) or by its own name, which must exist.
  static func checked(
    _ value: Value, for parameter: ParameterDescriptor, of target: String, in module: any ModuleSession
  ) throws(CommandError) -> Value {
    guard case .object(let typeName) = parameter.type else {
      guard parameter.type.accepts(value) else {
        throw CommandError("\(parameter.name) of \(target) is \(parameter.type); got \(value) (\(value.kindName))")
      }
      return value
    }
    guard let name = value.text.flatMap(module.objectName) else {
      throw CommandError("\(parameter.name) of \(target) is a \(typeName): name a slot or an object such as RootInteractor#1; got \(value)")
    }
    return .reference(name)
  }
}
