import StuntKit

struct SetCommand: ReplCommand {
  static let field = Argument.one("field", .field)
  static let value = Argument.one("value")

  static let configuration = CommandConfiguration(
    name: "set",
    summary: "change an input field of the state (a form field)",
    forms: [CommandForm(field, value, run: run)],
    examples: ["set count 41", "set introduction \"그룹 소개\""],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let name = try arguments.text(Self.field)
    let fields = module.descriptor.fields
    guard
      let field = fields.first(where: { $0.name == name })
        ?? fields.first(where: { $0.name.split(separator: ".").last.map(String.init) == name })
    else {
      if fields.isEmpty { throw CommandError("\(module.name) has no fields to set; its state changes through inputs") }
      throw Suggestion.unknown("field", name, among: fields.map(\.name))
    }
    let value = try arguments.value(Self.value)
    guard field.type.accepts(value) else {
      throw CommandError("\(field.name) is \(field.type.withRange); got \(arguments[Self.value]?.typed ?? "\(value)") (\(value.kindName))")
    }
    try await context.testStore.letGoBeforeChanging(module, doing: "changing the state", context)
    try await context.showingChanges(of: module, input: "set \(field.name)", making: .set(field: field.name, value: value))
  }
}
