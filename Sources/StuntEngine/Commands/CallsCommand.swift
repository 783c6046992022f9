import StuntKit

struct CallsCommand: ReplCommand {
  static let target = Argument.optional("slot[.method]", .doubleOrMethod)
  static let cleared = Argument.optional("slot", .double)
  static let mermaid = Argument.flag("--mermaid")

  static let configuration = CommandConfiguration(
    name: "calls",
    summary: "the call log of spies and mocks: count per method and each call's arguments",
    forms: [CommandForm(target, mermaid, run: run), CommandForm("clear", cleared, run: clear)],
    examples: [
      "calls", "calls numberFact", "calls numberFact.fetch", "calls LoggedInRoutingMock#1", "calls clear numberFact",
      "calls --mermaid",
    ],
    discussion: [
      "Only spy and mock variants record calls, and the object doubles a mock's answer made.",
      "A double's calls, and a mock's expectations, start afresh whenever the slot gets a double",
      "(`load`, `reset`, every `use`) and at `calls clear [slot]`; `calls`, `expect calls.…`,",
      "`verify` and `verify order` all count from there. Each call keeps the number of its place",
      "among all calls, across doubles; numbers are never given twice. Objects in arguments print",
      "by name (`RootInteractor#1`).",
      "`--mermaid` draws the calls as a Mermaid sequence diagram (the module and each double, the",
      "arguments on the arrows, a stub's programmed answer on the arrow back) for a handout or a README.",
    ],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let log = module
    if arguments.isSet(mermaid) {
      let calls = try arguments[Self.target].map { token throws(CommandError) in try selected(token.text, module) } ?? module.calls
      context.print(MermaidDiagram.sequence(module: module.name, calls: calls) { call in
        module.slots[call.double]?.answers.answer(for: call.method, arguments: call.arguments)
      })
      return
    }
    guard let target = arguments[Self.target]?.text else {
      guard !log.calls.isEmpty else {
        context.print("no calls recorded" + recordingHint(module.slots.all))
        return
      }
      for name in module.doubleNames {
        for method in module.methods(ofDouble: name) ?? [] where !log.calls(to: name, method: method.name).isEmpty {
          show(name, method.name, log, context)
        }
      }
      return
    }
    if target.contains(".") {
      let named = try module.recordedMethod(target)
      show(named.double, named.method.name, log, context)
      hintIfSilent(named.double, module, context)
      return
    }
    let double = try module.double(target)
    for method in double.methods where method.records { show(double.name, method.name, log, context) }
    hintIfSilent(double.name, module, context)
  }

  /// The calls `calls <target>` shows: one method's, or one double's.
  static func selected(_ target: String, _ module: any ModuleSession) throws(CommandError) -> [CallLog.Call] {
    if target.contains(".") {
      let named = try module.recordedMethod(target)
      return module.calls(to: named.double, method: named.method.name)
    }
    return module.calls(to: try module.double(target).name)
  }

  /// `calls clear [slot]`: the log starts afresh for one double or all, as `use` starts it.
  static func clear(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let double = try arguments[cleared].map { token throws(CommandError) in try module.double(token.text).name }
    let doubles = double.map { [$0] } ?? module.doubleNames
    let forgotten = module.calls.filter { doubles.contains($0.double) }.count
    let mocks = doubles.filter { !module.expectations(of: $0).isEmpty }
    try module.clearCalls(of: double)
    var line = "forgot \(forgotten) call" + (forgotten == 1 ? "" : "s")
    if let double { line += " of \(double)" }
    if !mocks.isEmpty { line += "; what " + mocks.joined(separator: ", ") + " expected is forgotten too" }
    context.print(line)
  }

  static func show(_ double: String, _ method: String, _ log: any ModuleSession, _ context: CommandContext) {
    let calls = log.calls(to: double, method: method)
    context.print("\(double).\(method): \(calls.count) call\(calls.count == 1 ? "" : "s")")
    // Numbered by their place among all calls of the module instance, as `verify order` shows
    // them, so the order across methods and doubles can be read off.
    for call in calls {
      context.print("  \(call.sequence). \(call)")
    }
  }

  /// A slot with no calls that cannot record any says why.
  static func hintIfSilent(_ double: String, _ module: any ModuleSession, _ context: CommandContext) {
    guard let slot = module.slots[double], module.calls(to: double).isEmpty else { return }
    let hint = recordingHint([slot])
    if !hint.isEmpty { context.print(String(hint.drop { $0 == " " })) }
  }

  /// Why a log may be empty: the slots are not spies or mocks.
  static func recordingHint(_ slots: [DependencySlot]) -> String {
    let recording = slots.filter(\.kind.recordsCalls)
    guard recording.isEmpty, !slots.isEmpty else { return slots.isEmpty ? " (the module has no dependencies)" : "" }
    let variants = slots.map { "\($0.name) is \($0.variant)" }.joined(separator: ", ")
    return " (only spy and mock variants record calls; \(variants))"
  }
}
