import StuntKit

/// What the host refuses in a plugin's descriptor, at `initialize`, before a user meets it:
/// names no one can type, and a default variant that is not among the slot's variants.
enum DescriptorCheck {
  /// The field at fault and what is wrong with it, or nil.
  static func problem(_ module: ModuleDescriptor) -> String? {
    if let problem = untypable(module.name) { return "name \(problem)" }
    for (index, slot) in module.slots.enumerated() {
      if let problem = untypable(slot.name) { return "slots[\(index)].name \(quoted(slot.name)) \(problem)" }
      for (variantIndex, variant) in slot.variants.enumerated() {
        if let problem = untypable(variant.name) {
          return "slots[\(index)].variants[\(variantIndex)].name \(quoted(variant.name)) \(problem)"
        }
      }
      guard slot.variant(named: slot.defaultVariant) != nil else {
        let names = slot.variants.map(\.name).joined(separator: ", ")
        return "slots[\(index)].defaultVariant \(quoted(slot.defaultVariant)) is none of \(slot.name)'s variants (\(names.isEmpty ? "it has none" : names))"
      }
    }
    for (index, input) in module.inputs.enumerated() {
      if let problem = untypable(input.name) { return "inputs[\(index)].name \(quoted(input.name)) \(problem)" }
    }
    return nil
  }

  /// Why a name cannot be typed as one word at the prompt, or nil.
  static func untypable(_ name: String) -> String? {
    if name.isEmpty { return "is empty" }
    if name.unicodeScalars.contains(where: { $0.properties.isWhitespace }) { return "has a space in it" }
    if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == "\"" || $0 == "#" }) {
      return "has a character that cannot be typed in a name (a control character, a quote or #)"
    }
    return nil
  }

  static func quoted(_ name: String) -> String {
    "'" + String(name.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) }) + "'"
  }
}
