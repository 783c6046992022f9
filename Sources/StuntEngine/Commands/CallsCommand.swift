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
    if arguments.isSet(mermaid) {
      var calls = try await module.calls
      if let target = arguments[Self.target] { calls = try await selected(target.text, module) }
      context.print(MermaidDiagram.sequence(module: module.name, calls: calls) { call in
        module.slots[call.double]?.answers.answer(for: call.method, arguments: call.arguments)
      })
      return
    }
    // Read once: a plugin's module answers each read with a request.
    let calls = try await module.calls
    guard let target = arguments[Self.target]?.text else {
      guard !calls.isEmpty else {
        context.print("no calls recorded" + recordingHint(module.slots.all))
        return
      }
      for name in try await module.doubleNames {
        for method in try await module.methods(ofDouble: name) ?? [] where !calls.to(name, method: method.name).isEmpty {
          show(name, method.name, calls, context)
        }
      }
      return
    }
    if target.contains(".") {
      let named = try await module.recordedMethod(target)
      show(named.double, named.method.name, calls, context)
      hintIfSilent(named.double, module, calls, context)
      return
    }
    let double = try await module.double(target)
    for method in double.methods where method.records { show(double.name, method.name, calls, context) }
    hintIfSilent(double.name, module, calls, context)
  }

  /// The calls `calls <target>` shows: one method's, or one double's.
  static func selected(_ target: String, _ module: any ModuleSession) async throws(CommandError) -> [CallLog.Call] {
    if target.contains(".") {
      let named = try await module.recordedMethod(target)
      return try await module.calls(to: named.double, method: named.method.name)
    }
    return try await module.calls(to: try await module.double(target).name)
  }

  /// `calls clear [slot]`: the log starts afresh for one double or all, as `use` starts it.
  static func clear(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    var double: String?
    if let token = arguments[cleared] { double = try await module.double(token.text).name }
    let doubles = if let double { [double] } else { try await module.doubleNames }
    let forgotten = try await module.calls.filter { doubles.contains($0.double) }.count
    var mocks: [String] = []
    for name in doubles {
      if try await !module.expectations(of: name).isEmpty { mocks.append(name) }
    }
    try await module.clearCalls(of: double)
    var line = "forgot \(forgotten.counted("call"))"
    if let double { line += " of \(double)" }
    if !mocks.isEmpty { line += "; what " + mocks.joined(separator: ", ") + " expected is forgotten too" }
    context.print(line)
  }

  static func show(_ double: String, _ method: String, _ calls: [CallLog.Call], _ context: CommandContext) {
    let calls = calls.to(double, method: method)
    context.print("\(double).\(method): \(calls.count.counted("call"))")
    // Numbered by their place among all calls of the module instance, as `verify order` shows
    // them, so the order across methods and doubles can be read off.
    for call in calls {
      context.print("  \(call.sequence). \(call)")
    }
  }

  /// A slot with no calls that cannot record any says why.
  static func hintIfSilent(_ double: String, _ module: any ModuleSession, _ calls: [CallLog.Call], _ context: CommandContext) {
    guard let slot = module.slots[double], calls.to(double).isEmpty else { return }
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
