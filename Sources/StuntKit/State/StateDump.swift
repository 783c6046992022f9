import Foundation

/// Prints a `StateNode` exactly as custom-dump's `customDump` prints the value it was read
/// from: the same rules, ported to the tree, so a module's state prints the same whether the
/// engine holds the value or only its tree.
package enum StateDump {
  public static func text(_ node: StateNode) -> String {
    dump(node, name: nil, indent: 0, isRoot: true, maxDepth: .max)
  }

  public static func lines(_ node: StateNode) -> [String] {
    text(node).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// How custom-dump orders the members of a Set and the keys of a Dictionary.
  static func sortKey(_ node: StateNode) -> String {
    dump(node, name: nil, indent: 0, isRoot: false, maxDepth: 1)
  }

  static func dump(
    _ node: StateNode, name: String?, nameSuffix: String = ":", indent: Int, isRoot: Bool, maxDepth: Int
  ) -> String {
    var out = ""

    func dumpChildren(_ children: [StateNode.Child], container: Bool, prefix: String, suffix: String) {
      out += prefix
      if !children.isEmpty {
        if !container, isSingleValue(children) {
          let child = children[0]
          let childOut = dump(child.node, name: child.label, indent: 0, isRoot: false, maxDepth: maxDepth - 1)
          if childOut.contains("\n") {
            out += maxDepth <= 0 ? "…" : "\n" + childOut.indenting(by: 2) + "\n"
          } else {
            out += childOut
          }
        } else if maxDepth <= 0 {
          out += "…"
        } else {
          out += "\n"
          for (offset, child) in children.enumerated() {
            out += dump(child.node, name: child.label, indent: 2, isRoot: false, maxDepth: maxDepth - 1)
            if offset != children.count - 1 { out += "," }
            out += "\n"
          }
        }
      }
      out += suffix
    }

    switch node {
    case .text(let text):
      out = text
    case .structure(let type, let fields):
      dumpChildren(fields, container: false, prefix: type + "(", suffix: ")")
    case .array(let elements):
      dumpChildren(numbered(elements), container: true, prefix: "[", suffix: "]")
    case .dictionary(let pairs):
      if pairs.isEmpty {
        out = "[:]"
      } else {
        dumpChildren(keyed(pairs, maxDepth: maxDepth - 1), container: true, prefix: "[", suffix: "]")
      }
    case .enumeration(let type, let caseName, let payload):
      out = isRoot ? type + "." : "."
      if let payload {
        dumpChildren(payload, container: false, prefix: caseName + "(", suffix: ")")
      } else {
        out += caseName
      }
    case .optional(let wrapped):
      out = wrapped.map { dump($0, name: nil, nameSuffix: "", indent: 0, isRoot: false, maxDepth: maxDepth) } ?? "nil"
    case .set(let members):
      dumpChildren(members.map { StateNode.Child(nil, $0) }, container: true, prefix: "Set([", suffix: "])")
    case .tuple(let children):
      dumpChildren(children, container: false, prefix: "(", suffix: ")")
    case .scalar(.string(let text)):
      out = literal(text, named: name != nil, maxDepth: maxDepth)
    case .scalar(let value):
      out = value.description
    }
    return ((name.map { "\($0)\(nameSuffix) " } ?? "") + out).indenting(by: indent)
  }

  /// A string as a Swift literal: raw (`#"..."#`) when it holds quotes or backslashes,
  /// multi-line (`"""`) when it holds line breaks.
  private static func literal(_ text: String, named: Bool, maxDepth: Int) -> String {
    if text.contains(where: \.isNewline) {
      if maxDepth <= 0 { return "\"…\"" }
      let hashes = String(repeating: "#", count: text.hashCount(isMultiline: true))
      return hashes + "\"\"\"\n" + text.indenting(by: named ? 2 : 0) + "\n" + (named ? "  \"\"\"" : "\"\"\"") + hashes
    }
    if text.contains("\"") || text.contains("\\") {
      let hashes = String(repeating: "#", count: max(text.hashCount(isMultiline: false), 1))
      return hashes + "\"" + text + "\"" + hashes
    }
    return text.debugDescription
  }

  static func numbered(_ elements: [StateNode]) -> [StateNode.Child] {
    elements.enumerated().map { StateNode.Child("[\($0.offset)]", $0.element) }
  }

  static func keyed(_ pairs: [StateNode.Pair], maxDepth: Int) -> [StateNode.Child] {
    pairs.map { StateNode.Child(dump($0.key, name: nil, indent: 0, isRoot: false, maxDepth: maxDepth), $0.value) }
  }

  /// custom-dump's "single value container": one child with nothing inside it prints on the
  /// parent's line (`Wrapper(value: 1)`).
  static func isSingleValue(_ children: [StateNode.Child]) -> Bool {
    guard children.count == 1 else { return false }
    switch children[0].node {
    case .text(let text): return !text.contains("\n")
    case .scalar, .optional(nil): return true
    case .optional: return false
    case .structure(_, let fields), .tuple(let fields): return fields.isEmpty
    case .enumeration(_, _, let payload): return payload == nil
    case .array(let elements), .set(let elements): return elements.isEmpty
    case .dictionary(let pairs): return pairs.isEmpty
    }
  }
}

extension String {
  func indenting(by count: Int) -> String {
    indenting(with: String(repeating: " ", count: count))
  }

  func indenting(with prefix: String) -> String {
    guard !prefix.isEmpty else { return self }
    // Foundation's replacingOccurrences goes through NSString, even for a line with no newline
    // (most of them: a diff indents each field's line): a tenth of a long replay.
    guard utf8.contains(UInt8(ascii: "\n")) else { return prefix + self }
    return prefix + replacingOccurrences(of: "\n", with: "\n" + prefix)
  }

  func hashCount(isMultiline: Bool) -> Int {
    let (quote, offset) = isMultiline ? ("\"\"\"", 2) : ("\"", 0)
    var rest = self[...]
    var count = 0
    while let range = rest.range(of: "(\(quote)[#]*)", options: .regularExpression) {
      count = max(rest.distance(from: range.lowerBound, to: range.upperBound) - offset, count)
      rest = rest[range.upperBound...]
    }
    return count
  }
}
