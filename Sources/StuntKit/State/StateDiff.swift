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

private struct Differ {
  let removed = "- "
  let added = "+ "
  let kept = "  "

  func dump(_ node: StateNode, name: String?, nameSuffix: String = ":", indent: Int, isRoot: Bool, maxDepth: Int) -> String {
    StateDump.dump(node, name: name, nameSuffix: nameSuffix, indent: indent, isRoot: isRoot, maxDepth: maxDepth)
  }

  func diff(_ old: StateNode, _ new: StateNode, oldName: String?, newName: String?, separator: String, indent: Int, isRoot: Bool) -> String {
    let newName = newName ?? oldName
    guard oldName != newName || old != new else {
      return (dump(old, name: newName, indent: indent, isRoot: isRoot, maxDepth: 0) + separator).indenting(with: kept)
    }
    var out = ""

    func everything() {
      out += (dump(old, name: oldName, indent: indent, isRoot: isRoot, maxDepth: .max) + separator).indenting(with: removed) + "\n"
      out += (dump(new, name: newName, indent: indent, isRoot: isRoot, maxDepth: .max) + separator).indenting(with: added)
    }

    func children(
      _ oldChildren: [StateNode.Child], _ newChildren: [StateNode.Child], container: Bool,
      prefix: String, suffix: String, elementIndent: Int = 2, elementSeparator: String = ",",
      collapseUnchanged: Bool, equivalent: (StateNode.Child, StateNode.Child) -> Bool = { $0.label == $1.label },
      sorted: Bool = false, numbered: Bool = false
    ) {
      // An array's elements are named by position (`[2]`) only as they are printed, so an
      // element that moved still compares equal to itself.
      func named(_ child: StateNode.Child, _ offset: Int) -> StateNode.Child {
        numbered ? StateNode.Child("[\(offset)]", child.node) : child
      }
      if oldChildren == newChildren {
        let oldDump = dump(old, name: oldName, indent: indent, isRoot: false, maxDepth: 0) + separator
        let newDump = dump(new, name: newName, indent: indent, isRoot: false, maxDepth: 0) + separator
        if oldDump == newDump {
          out += "// Not equal but no difference detected:".indenting(by: indent).indenting(with: kept) + "\n"
        }
        out += oldDump.indenting(with: removed) + "\n" + newDump.indenting(with: added)
        return
      }
      guard container || (!StateDump.isSingleValue(oldChildren) && !StateDump.isSingleValue(newChildren)) else {
        // custom-dump prints a single-value container's change without its separator, and so does this.
        out += dump(old, name: oldName, indent: indent, isRoot: isRoot, maxDepth: .max).indenting(with: removed) + "\n"
        out += dump(new, name: newName, indent: indent, isRoot: isRoot, maxDepth: .max).indenting(with: added)
        return
      }
      out += ((newName.map { "\($0): " } ?? "") + prefix).indenting(by: indent).indenting(with: kept) + "\n"

      let difference = newChildren.difference(from: oldChildren, by: equivalent)
      let removals = Set(difference.removals.map(Self.offset))
      let insertions = Set(difference.insertions.map(Self.offset))
      var oldOffset = 0
      var newOffset = 0
      var unchanged: [StateNode.Child] = []

      func flushUnchanged() {
        guard collapseUnchanged else { return }
        let terminator = newOffset - 1 == newChildren.count - 1 ? "\n" : elementSeparator + "\n"
        if !sorted, unchanged.count == 1 {
          let child = unchanged[0]
          out += dump(child.node, name: child.label, indent: indent + elementIndent, isRoot: false, maxDepth: 0)
            .indenting(with: kept) + terminator
        } else if sorted && unchanged.count == 1 || unchanged.count > 1 {
          out += "… (\(unchanged.count) unchanged)".indenting(by: indent + elementIndent).indenting(with: kept) + terminator
        }
        unchanged.removeAll()
      }

      while oldOffset < oldChildren.count || newOffset < newChildren.count {
        let isRemoval = removals.contains(oldOffset)
        let isInsertion = insertions.contains(newOffset)
        if collapseUnchanged, !isRemoval, !isInsertion, oldChildren[oldOffset] == newChildren[newOffset] {
          unchanged.append(named(newChildren[newOffset], newOffset))
          oldOffset += 1
          newOffset += 1
          continue
        }
        if !sorted { flushUnchanged() }
        switch (isRemoval, isInsertion) {
        case (true, true), (false, false):
          let oldChild = named(oldChildren[oldOffset], isRemoval ? oldOffset : newOffset)
          let newChild = named(newChildren[newOffset], newOffset)
          let isLast = oldOffset == oldChildren.count - 1 && newOffset == newChildren.count - 1
          out += diff(
            oldChild.node, newChild.node, oldName: oldChild.label, newName: newChild.label,
            separator: isLast ? "" : elementSeparator, indent: indent + elementIndent, isRoot: false) + "\n"
          oldOffset += 1
          newOffset += 1
        case (true, false):
          let child = named(oldChildren[oldOffset], oldOffset)
          out += dump(child.node, name: child.label, indent: indent + elementIndent, isRoot: false, maxDepth: .max)
            .indenting(with: removed) + (oldOffset == oldChildren.count - 1 ? "\n" : elementSeparator + "\n")
          oldOffset += 1
        case (false, true):
          let child = named(newChildren[newOffset], newOffset)
          out += dump(child.node, name: child.label, indent: indent + elementIndent, isRoot: false, maxDepth: .max)
            .indenting(with: added)
            + (newOffset == newChildren.count - 1 && unchanged.isEmpty ? "\n" : elementSeparator + "\n")
          newOffset += 1
        }
      }
      flushUnchanged()
      out += suffix.indenting(by: indent).indenting(with: kept) + separator
    }

    switch (old, new) {
    case (.text, .text):
      everything()
    case (.structure(let oldType, let oldFields), .structure(let newType, let newFields)) where oldType == newType:
      children(oldFields, newFields, container: false, prefix: oldType + "(", suffix: ")", collapseUnchanged: false)
    case (.array(let oldElements), .array(let newElements)):
      children(
        oldElements.map { StateNode.Child(nil, $0) }, newElements.map { StateNode.Child(nil, $0) }, container: true,
        prefix: "[", suffix: "]", collapseUnchanged: true, equivalent: { $0.node == $1.node }, numbered: true)
    case (.dictionary(let oldPairs), .dictionary(let newPairs)):
      children(
        StateDump.keyed(oldPairs, maxDepth: 1), StateDump.keyed(newPairs, maxDepth: 1), container: true,
        prefix: "[", suffix: "]", collapseUnchanged: true, sorted: true)
    case (.enumeration(let oldType, let oldCase, let oldPayload?), .enumeration(let newType, let newCase, let newPayload?))
    where oldType == newType && oldCase == newCase:
      children(
        oldPayload, newPayload, container: false, prefix: (isRoot ? oldType : "") + "." + oldCase + "(", suffix: ")",
        collapseUnchanged: false)
    case (.optional(let oldWrapped?), .optional(let newWrapped?)):
      out += diff(oldWrapped, newWrapped, oldName: oldName, newName: newName, separator: separator, indent: indent, isRoot: isRoot)
    case (.set(let oldMembers), .set(let newMembers)):
      children(
        oldMembers.map { StateNode.Child(nil, $0) }, newMembers.map { StateNode.Child(nil, $0) }, container: true,
        prefix: "Set([", suffix: "])", collapseUnchanged: true, equivalent: { $0.node == $1.node }, sorted: true)
    case (.tuple(let oldChildren), .tuple(let newChildren)) where oldChildren.map(\.label) == newChildren.map(\.label):
      children(oldChildren, newChildren, container: false, prefix: "(", suffix: ")", collapseUnchanged: false)
    case (.scalar(.string(let oldText)), .scalar(.string(let newText)))
    where oldText.contains(where: \.isNewline) || newText.contains(where: \.isNewline):
      let hashes = String(
        repeating: "#", count: max(oldText.hashCount(isMultiline: true), newText.hashCount(isMultiline: true)))
      children(
        Self.lines(oldText), Self.lines(newText), container: true, prefix: hashes + "\"\"\"",
        suffix: newName != nil ? "  \"\"\"" + hashes : "\"\"\"" + hashes, elementIndent: newName != nil ? 2 : 0,
        elementSeparator: "", collapseUnchanged: false, equivalent: { $0.node == $1.node })
    default:
      everything()
    }
    return out
  }

  private static func offset(_ change: CollectionDifference<StateNode.Child>.Change) -> Int {
    switch change {
    case .insert(let offset, _, _), .remove(let offset, _, _): offset
    }
  }

  private static func lines(_ text: String) -> [StateNode.Child] {
    text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map { StateNode.Child(nil, .text(String($0))) }
  }
}
