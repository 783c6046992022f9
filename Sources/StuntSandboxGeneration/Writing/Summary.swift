/// What `stunt sandbox` tells of a type it read: what became what, and what is left to the user.
struct Summary {
  let system: SystemUnderTest

  var lines: [String] {
    let type = system.type.name
    var lines: [String] = []
    let slots = system.slots.map { slot in
      "\(slot.name) (\(slot.protocolName), real: \(slot.real?.expression ?? "none found"))"
    }
    lines.append("\(type) is `load \(system.moduleName)`: slots " + (slots.isEmpty ? "none" : slots.joined(separator: ", ")))
    lines.append(
      "\(type)'s inputs: " + (system.inputs.isEmpty ? "none" : system.inputs.map(\.name).joined(separator: ", "))
        + "; fields: " + (system.fields.isEmpty ? "none" : system.fields.map(\.name).joined(separator: ", ")))
    for slot in system.slots where slot.real == nil {
      lines.append("note: no \(slot.protocolName) that the package makes was found: complete real\(Identifier.upperCamel(slot.name)) in \(system.moduleTypeName).swift")
    }
    for reason in system.leftOut { lines.append("note: not an input: \(reason)") }
    for placeholder in system.placeholders {
      lines.append("note: fill in \(placeholder) in \(system.moduleTypeName).swift (a placeholder the compiler points at)")
    }
    return lines
  }
}
