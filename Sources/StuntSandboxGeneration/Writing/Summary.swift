/// What `stunt sandbox` tells of a type it read: what became what, and what is left to the user.
struct Summary {
  let system: SystemUnderTest
  /// The module as written, and its path as the user reads it (`StuntSandbox/Sources/…/GreeterModule.swift`):
  /// what is left to write is named at its line.
  let module: ModuleSource?
  let modulePath: String

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
      let variant = ModuleSource.realVariant(of: slot)
      lines.append(
        "note: \(at(variant)): no \(slot.protocolName) that the package makes was found: write the real one in `\(variant)` "
          + "(until then it reports every call as unimplemented)")
    }
    for reason in system.leftOut { lines.append("note: not an input: \(reason)") }
    for value in system.unwritten {
      lines.append("note: \(at(value.function)): write \(value.what(type)) (until then `load \(system.moduleName)` says so)")
    }
    return lines
  }

  /// `StuntSandbox/Sources/stunt-sandbox/GreeterModule.swift:42`
  private func at(_ name: String) -> String {
    modulePath + (module?.line(declaring: name).map { ":\($0)" } ?? "")
  }
}
