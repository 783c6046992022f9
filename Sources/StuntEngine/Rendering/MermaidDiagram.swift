import StuntKit

/// Diagrams a room can look at, in the plainest Mermaid (GitHub and most Markdown viewers draw
/// it): the calls since `load` as a sequence diagram, a tree as a flowchart. Deterministic, so a
/// session can hold one as its expected output.
enum MermaidDiagram {
  /// The module and each double it called, as participants in the order they were first
  /// called; each call an arrow with its arguments; a programmed answer as the arrow back.
  ///
  /// ```
  /// sequenceDiagram
  ///   participant counter
  ///   participant numberFact
  ///   counter->>numberFact: fetch(42)
  ///   numberFact-->>counter: returns "42 is the answer." (stubbed)
  /// ```
  static func sequence(module: String, calls: [CallLog.Call], answers: (CallLog.Call) -> StubAnswers.Answer?) -> [String] {
    // The module is `module` and each double `d1`, `d2` ...: a slot may bear the module's name.
    var doubles: [String] = []
    for call in calls where !doubles.contains(call.double) { doubles.append(call.double) }
    var ids: [String: String] = [:]
    for (index, name) in doubles.enumerated() { ids[name] = "d\(index + 1)" }
    var lines = ["sequenceDiagram", "  participant module as \(escaped(module))"]
    lines += doubles.map { "  participant \(ids[$0] ?? $0) as \(escaped($0))" }
    for call in calls {
      let double = ids[call.double] ?? call.double
      lines.append("  module->>\(double): \(escaped(call.description))")
      if let answer = answers(call) { lines.append("  \(double)-->>module: \(escaped(answer.description)) (stubbed)") }
    }
    if calls.isEmpty { lines.append("  Note over module: no calls recorded (only spies and mocks record)") }
    return lines
  }

  /// A tree drawn as `RouterTree` draws it (`└─ ` and `├─ ` under their parent, three columns
  /// a level), as a top-down flowchart whose boxes say what the lines said.
  static func flowchart(tree: String) -> [String] {
    var lines = ["flowchart TD"]
    var parents: [String] = []
    for (index, line) in tree.split(separator: "\n").enumerated() {
      let id = "n\(index + 1)"
      var label = Substring(line)
      var depth = 0
      while let branch = ["├─ ", "└─ ", "│  ", "   "].first(where: { label.hasPrefix($0) }) {
        label = label.dropFirst(branch.count)
        depth += 1
      }
      lines.append("  \(id)[\"\(escaped(String(label)))\"]")
      parents = Array(parents.prefix(depth))
      if let parent = parents.last { lines.append("  \(parent) --> \(id)") }
      parents.append(id)
    }
    return lines
  }

  /// Mermaid reads `;` and `#` as its own, and `"` ends a quoted label: its entity codes keep
  /// them text.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "#": result += "#35;"
      case ";": result += "#59;"
      case "\"": result += "#quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
