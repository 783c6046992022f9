/// custom-dump's `diff`, ported to `StateNode`: `-` and `+` lines for what changed, unchanged
/// fields of a changed value printed collapsed (`Rent(…)`), runs of unchanged elements counted
/// (`… (3 unchanged)`), multi-line strings compared line by line.
package enum StateDiff {
  public static func text(from old: StateNode, to new: StateNode) -> String? {
    guard old != new else { return nil }
    var out = Differ().diff(old, new, oldName: nil, newName: nil, separator: "", indent: 0, isRoot: true)
    if out.last == "\n" { out.removeLast() }
    return out
  }

  public static func lines(from old: StateNode, to new: StateNode) -> [String]? {
    text(from: old, to: new).map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
  }
}

/// The three marks a line of a diff starts with.
private enum Mark {
  static let removed = "- "
  static let added = "+ "
  static let kept = "  "
}

private struct Differ {
  func diff(_ old: StateNode, _ new: StateNode, oldName: String?, newName: String?, separator: String, indent: Int, isRoot: Bool) -> String {
    let change = Change(old: old, new: new, oldName: oldName, newName: newName ?? oldName, separator: separator, indent: indent, isRoot: isRoot)
    guard change.oldName != change.newName || old != new else {
      return (change.dump(old, name: change.newName, maxDepth: 0) + separator).indenting(with: Mark.kept)
    }
    switch (old, new) {
    case (.structure(let oldType, let oldFields), .structure(let newType, let newFields)) where oldType == newType:
      return change.children(oldFields, newFields, ChildLayout(container: false, prefix: oldType + "(", suffix: ")"))
    case (.array(let oldElements), .array(let newElements)):
      return change.children(
        oldElements.map { StateNode.Child(nil, $0) }, newElements.map { StateNode.Child(nil, $0) },
        ChildLayout(container: true, prefix: "[", suffix: "]", collapseUnchanged: true, equivalent: { $0.node == $1.node }, numbered: true))
    case (.dictionary(let oldPairs), .dictionary(let newPairs)):
      return change.children(
        StateDump.keyed(oldPairs, maxDepth: 1), StateDump.keyed(newPairs, maxDepth: 1),
        ChildLayout(container: true, prefix: "[", suffix: "]", collapseUnchanged: true, sorted: true))
    case (.enumeration(let oldType, let oldCase, let oldPayload?), .enumeration(let newType, let newCase, let newPayload?))
    where oldType == newType && oldCase == newCase:
      return change.children(
        oldPayload, newPayload, ChildLayout(container: false, prefix: (isRoot ? oldType : "") + "." + oldCase + "(", suffix: ")"))
    case (.optional(let oldWrapped?), .optional(let newWrapped?)):
      return diff(oldWrapped, newWrapped, oldName: oldName, newName: change.newName, separator: separator, indent: indent, isRoot: isRoot)
    case (.set(let oldMembers), .set(let newMembers)):
      return change.children(
        oldMembers.map { StateNode.Child(nil, $0) }, newMembers.map { StateNode.Child(nil, $0) },
        ChildLayout(
          container: true, prefix: "Set([", suffix: "])", collapseUnchanged: true, equivalent: { $0.node == $1.node }, sorted: true))
    case (.tuple(let oldChildren), .tuple(let newChildren)) where oldChildren.map(\.label) == newChildren.map(\.label):
      return change.children(oldChildren, newChildren, ChildLayout(container: false, prefix: "(", suffix: ")"))
    case (.scalar(.string(let oldText)), .scalar(.string(let newText)))
    where oldText.contains(where: \.isNewline) || newText.contains(where: \.isNewline):
      let hashes = String(
        repeating: "#", count: max(oldText.hashCount(isMultiline: true), newText.hashCount(isMultiline: true)))
      let named = change.newName != nil
      return change.children(
        Self.lines(oldText), Self.lines(newText),
        ChildLayout(
          container: true, prefix: hashes + "\"\"\"", suffix: named ? "  \"\"\"" + hashes : "\"\"\"" + hashes,
          elementIndent: named ? 2 : 0, elementSeparator: "", equivalent: { $0.node == $1.node }))
    default:
      return change.everything()
    }
  }

  private static func lines(_ text: String) -> [StateNode.Child] {
    text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map { StateNode.Child(nil, .text(String($0))) }
  }
}

/// How a value's children print and which of them are the same child.
private struct ChildLayout {
  /// An array, a dictionary, a set or a multi-line string, as opposed to a value with fields.
  var container: Bool
  var prefix: String
  var suffix: String
  var elementIndent = 2
  var elementSeparator = ","
  /// Whether unchanged children are counted (`… (3 unchanged)`) rather than printed.
  var collapseUnchanged = false
  var equivalent: (StateNode.Child, StateNode.Child) -> Bool = { $0.label == $1.label }
  var sorted = false
  /// An array's elements are named by position (`[2]`) only as they are printed, so an element
  /// that moved still compares equal to itself.
  var numbered = false

  func named(_ child: StateNode.Child, _ offset: Int) -> StateNode.Child {
    numbered ? StateNode.Child("[\(offset)]", child.node) : child
  }
}

/// One value that changed, with the names and the place it prints at.
private struct Change {
  let old: StateNode
  let new: StateNode
  let oldName: String?
  let newName: String?
  let separator: String
  let indent: Int
  let isRoot: Bool

  func dump(_ node: StateNode, name: String?, indent: Int? = nil, isRoot: Bool? = nil, maxDepth: Int) -> String {
    StateDump.dump(node, name: name, nameSuffix: ":", indent: indent ?? self.indent, isRoot: isRoot ?? self.isRoot, maxDepth: maxDepth)
  }

  /// The old value whole, then the new.
  func everything() -> String {
    (dump(old, name: oldName, maxDepth: .max) + separator).indenting(with: Mark.removed) + "\n"
      + (dump(new, name: newName, maxDepth: .max) + separator).indenting(with: Mark.added)
  }

  func children(_ oldChildren: [StateNode.Child], _ newChildren: [StateNode.Child], _ layout: ChildLayout) -> String {
    if oldChildren == newChildren {
      let oldDump = dump(old, name: oldName, isRoot: false, maxDepth: 0) + separator
      let newDump = dump(new, name: newName, isRoot: false, maxDepth: 0) + separator
      let notice =
        oldDump == newDump
        ? "// Not equal but no difference detected:".indenting(by: indent).indenting(with: Mark.kept) + "\n" : ""
      return notice + oldDump.indenting(with: Mark.removed) + "\n" + newDump.indenting(with: Mark.added)
    }
    guard layout.container || (!StateDump.isSingleValue(oldChildren) && !StateDump.isSingleValue(newChildren)) else {
      // custom-dump prints a single-value container's change without its separator, and so does this.
      return dump(old, name: oldName, maxDepth: .max).indenting(with: Mark.removed) + "\n"
        + dump(new, name: newName, maxDepth: .max).indenting(with: Mark.added)
    }
    var writer = ChildrenWriter(change: self, layout: layout, oldChildren: oldChildren, newChildren: newChildren)
    return ((newName.map { "\($0): " } ?? "") + layout.prefix).indenting(by: indent).indenting(with: Mark.kept) + "\n"
      + writer.write()
      + layout.suffix.indenting(by: indent).indenting(with: Mark.kept) + separator
  }
}

/// Walks two lists of children side by side, by their difference: a child changed, removed or
/// inserted, and runs of unchanged ones.
private struct ChildrenWriter {
  let change: Change
  let layout: ChildLayout
  let oldChildren: [StateNode.Child]
  let newChildren: [StateNode.Child]
  private var out = ""
  private var oldOffset = 0
  private var newOffset = 0
  private var unchanged: [StateNode.Child] = []

  init(change: Change, layout: ChildLayout, oldChildren: [StateNode.Child], newChildren: [StateNode.Child]) {
    self.change = change
    self.layout = layout
    self.oldChildren = oldChildren
    self.newChildren = newChildren
  }

  private var elementIndent: Int { change.indent + layout.elementIndent }

  mutating func write() -> String {
    let difference = newChildren.difference(from: oldChildren, by: layout.equivalent)
    let removals = Set(difference.removals.map(Self.offset))
    let insertions = Set(difference.insertions.map(Self.offset))
    while oldOffset < oldChildren.count || newOffset < newChildren.count {
      let isRemoval = removals.contains(oldOffset)
      let isInsertion = insertions.contains(newOffset)
      if layout.collapseUnchanged, !isRemoval, !isInsertion, oldChildren[oldOffset] == newChildren[newOffset] {
        unchanged.append(layout.named(newChildren[newOffset], newOffset))
        oldOffset += 1
        newOffset += 1
        continue
      }
      if !layout.sorted { flushUnchanged() }
      switch (isRemoval, isInsertion) {
      case (true, true), (false, false): writeChanged(isRemoval: isRemoval)
      case (true, false): writeRemoved()
      case (false, true): writeInserted()
      }
    }
    flushUnchanged()
    return out
  }

  private mutating func writeChanged(isRemoval: Bool) {
    let oldChild = layout.named(oldChildren[oldOffset], isRemoval ? oldOffset : newOffset)
    let newChild = layout.named(newChildren[newOffset], newOffset)
    let isLast = oldOffset == oldChildren.count - 1 && newOffset == newChildren.count - 1
    out += Differ().diff(
      oldChild.node, newChild.node, oldName: oldChild.label, newName: newChild.label,
      separator: isLast ? "" : layout.elementSeparator, indent: elementIndent, isRoot: false) + "\n"
    oldOffset += 1
    newOffset += 1
  }

  private mutating func writeRemoved() {
    let child = layout.named(oldChildren[oldOffset], oldOffset)
    out += change.dump(child.node, name: child.label, indent: elementIndent, isRoot: false, maxDepth: .max)
      .indenting(with: Mark.removed) + (oldOffset == oldChildren.count - 1 ? "\n" : layout.elementSeparator + "\n")
    oldOffset += 1
  }

  private mutating func writeInserted() {
    let child = layout.named(newChildren[newOffset], newOffset)
    out += change.dump(child.node, name: child.label, indent: elementIndent, isRoot: false, maxDepth: .max)
      .indenting(with: Mark.added)
      + (newOffset == newChildren.count - 1 && unchanged.isEmpty ? "\n" : layout.elementSeparator + "\n")
    newOffset += 1
  }

  private mutating func flushUnchanged() {
    guard layout.collapseUnchanged else { return }
    let terminator = newOffset - 1 == newChildren.count - 1 ? "\n" : layout.elementSeparator + "\n"
    if !layout.sorted, unchanged.count == 1 {
      let child = unchanged[0]
      out += change.dump(child.node, name: child.label, indent: elementIndent, isRoot: false, maxDepth: 0)
        .indenting(with: Mark.kept) + terminator
    } else if layout.sorted && unchanged.count == 1 || unchanged.count > 1 {
      out += "… (\(unchanged.count) unchanged)".indenting(by: elementIndent).indenting(with: Mark.kept) + terminator
    }
    unchanged.removeAll()
  }

  private static func offset(_ change: CollectionDifference<StateNode.Child>.Change) -> Int {
    switch change {
    case .insert(let offset, _, _), .remove(let offset, _, _): offset
    }
  }
}
