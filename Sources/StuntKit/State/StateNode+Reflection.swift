import CustomDump
import Foundation

extension StateNode {
  /// Reads a Swift value as custom-dump sees it: through `CustomDumpStringConvertible`,
  /// `CustomDumpRepresentable` and `CustomDumpReflectable` where the type has them, so a module
  /// shapes its printed state with custom-dump's own hooks, then through its mirror.
  public init(reflecting subject: Any) {
    var visiting: Set<ObjectIdentifier> = []
    self = StateNode.read(subject, visiting: &visiting)
  }

  private static func read(_ subject: Any, visiting: inout Set<ObjectIdentifier>) -> StateNode {
    switch subject {
    case let node as StateNode: return node
    case let type as Any.Type: return .text(StateTypeName.of(type) + ".self")
    case let client as any SwappableClient: return .text("(slot \(client.slotName))")
    case let convertible as any CustomDumpStringConvertible: return .text(convertible.customDumpDescription)
    case let representable as any CustomDumpRepresentable: return read(representable.customDumpValue, visiting: &visiting)
    case let value as Bool: return .scalar(.bool(value))
    case let value as String: return .scalar(.string(value))
    case let value as Substring: return .scalar(.string(String(value)))
    case let value as Value: return .scalar(value)
    case let value as Double: return .scalar(.double(value))
    // Printed as custom-dump prints them (their own description), compared as numbers.
    case let value as any BinaryInteger:
      return Int(exactly: value).map { .scalar(.int($0)) } ?? .text("\(value)")
    case let value as Float:
      return Double("\(value)").map { .scalar(.double($0)) } ?? .text("\(value)")
    default: break
    }
    let mirror = (subject as? any CustomDumpReflectable)?.customDumpMirror ?? Mirror(reflecting: subject)
    let type = StateTypeName.of(mirror.subjectType)
    func children(_ mirror: Mirror, dropsMacroFields: Bool = true) -> [Child] {
      mirror.children
        .filter { !dropsMacroFields || subject is any CustomDumpReflectable || !($0.label?.hasPrefix("_$") ?? false) }
        .map { Child($0.label, read($0.value, visiting: &visiting)) }
    }
    switch mirror.displayStyle {
    case .optional:
      return .optional(mirror.children.first.map { read($0.value, visiting: &visiting) })
    case .enum:
      guard let payload = mirror.children.first else { return .enumeration(type: type, name: "\(subject)", payload: nil) }
      let payloadMirror = Mirror(reflecting: payload.value)
      let values =
        payloadMirror.displayStyle == .tuple
        ? payloadMirror.children.map { Child($0.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, read($0.value, visiting: &visiting)) }
        : [Child(nil, read(payload.value, visiting: &visiting))]
      return .enumeration(type: type, name: payload.label ?? "@unknown", payload: values)
    case .tuple:
      return .tuple(mirror.children.map { Child($0.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, read($0.value, visiting: &visiting)) })
    case .collection:
      return .array(mirror.children.map { read($0.value, visiting: &visiting) })
    case .set:
      let members = mirror.children.map { read($0.value, visiting: &visiting) }
      return .set(members.sorted { StateDump.sortKey($0) < StateDump.sortKey($1) })
    case .dictionary:
      let pairs = mirror.children.compactMap { entry -> Pair? in
        let parts = Mirror(reflecting: entry.value).children.map(\.value)
        guard parts.count == 2 else { return nil }
        return Pair(read(parts[0], visiting: &visiting), read(parts[1], visiting: &visiting))
      }
      return .dictionary(pairs.sorted { StateDump.sortKey($0.key) < StateDump.sortKey($1.key) })
    case .class:
      let object = ObjectIdentifier(subject as AnyObject)
      // A cycle prints as custom-dump prints it, instead of recursing for ever.
      guard visiting.insert(object).inserted else { return .text(type + "(↩︎)") }
      defer { visiting.remove(object) }
      var fields: [Child] = []
      var ancestor: Mirror? = mirror
      while let current = ancestor {
        fields.insert(contentsOf: children(current), at: 0)
        ancestor = current.superclassMirror
      }
      return .structure(type: type, fields: fields)
    case .struct:
      return .structure(type: type, fields: children(mirror))
    default:
      return .text("\(subject)")
    }
  }
}
