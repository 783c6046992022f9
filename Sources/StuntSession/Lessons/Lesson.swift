/// A lesson: a `.session` file that starts with `% lesson <title>`. Its prose teaches; each
/// `% step <task>` is an exercise whose `% goal`s `stunt learn` checks after every command the
/// learner types, with `% hint`s to ask for; the commands under a step are its reference
/// solution, which `show` reveals and `replay` runs, checking the goals after them too.
///
/// ```
/// % lesson A stub: canned answers
/// Prose before the first step introduces the lesson; commands there are its setup.
///   > load counter
///   loaded counter (clock: real, numberFact: real)
///
/// % step Make numberFact answer "7 is lucky." without the network.
/// % goal calls.numberFact.fetch == 0
/// % hint `use numberFact stub`, then `stub numberFact.fetch returns "7 is lucky."`
/// Prose here is shown with the task.
///   > use numberFact stub
///   ...
/// Prose after the step's commands is shown once its goals hold.
/// ```
public struct Lesson: Equatable, Sendable {
  /// Prose and commands in the order the file has them.
  public enum Part: Equatable, Sendable {
    case prose([String])
    /// An index into `document.commands`.
    case command(Int)
  }

  public var title: String
  /// The `explain` terms this lesson shows (`% teaches dummy`): `explain dummy` points here.
  public var teaches: [String] = []
  /// What comes before the first step: prose, and commands run for the learner when the lesson
  /// starts (`load counter`).
  public var opening: [Part]
  public var steps: [LessonStep]
  public var document: SessionDocument

  /// The file's name without its folder and extension: how `learn` names the lesson.
  public var name: String {
    let file = document.path.split(separator: "/").last.map(String.init) ?? document.path
    return file.hasSuffix(".session") ? String(file.dropLast(".session".count)) : file
  }

  /// The commands of the opening, by index into `document.commands`.
  public var setup: [Int] { Self.commands(in: opening) }

  /// nil when the document is no lesson (it has no lesson directive at all).
  public init?(_ document: SessionDocument) throws(SessionParseError) {
    var title: String?
    var teaches: [String] = []
    var opening: [Part] = []
    var steps: [LessonStep] = []
    let directives = Dictionary(zip(document.directiveLines, document.directives), uniquingKeysWith: { first, _ in first })
    let commands = Dictionary(document.commands.enumerated().map { ($1.line, $0) }, uniquingKeysWith: { first, _ in first })
    let output = Set(document.commands.flatMap { Array($0.outputLines).map { $0 + 1 } })
    func add(_ part: Part) {
      if steps.isEmpty { Self.append(part, to: &opening) } else { Self.append(part, to: &steps[steps.count - 1].parts) }
    }
    for (index, text) in document.lines.enumerated() {
      let line = index + 1
      if let directive = directives[line] {
        switch directive {
        case .lesson(let named):
          guard title == nil else { throw SessionParseError(line: line, message: "a second `% lesson`: a file is one lesson") }
          guard steps.isEmpty else { throw SessionParseError(line: line, message: "`% lesson` must come before the first `% step`") }
          title = named
        case .step(let task):
          guard title != nil else {
            throw SessionParseError(line: line, message: "a step belongs to a lesson: start the file with `% lesson <title>`")
          }
          steps.append(LessonStep(line: line, task: task))
        case .goal(let goal):
          guard !steps.isEmpty else { throw SessionParseError(line: line, message: "`% goal` belongs to a step: write it under `% step`") }
          steps[steps.count - 1].goals.append(goal)
        case .hint(let hint):
          guard !steps.isEmpty else { throw SessionParseError(line: line, message: "`% hint` belongs to a step: write it under `% step`") }
          steps[steps.count - 1].hints.append(hint)
        case .teaches(let terms):
          guard steps.isEmpty else { throw SessionParseError(line: line, message: "`% teaches` belongs before the first `% step`") }
          teaches += terms
        case .exhaustivity, .testStore, .context, .skip, .timeout, .language:
          break
        }
      } else if let command = commands[line] {
        add(.command(command))
      } else if !output.contains(line) {
        add(.prose([text]))
      }
    }
    guard let title else { return nil }
    for step in steps {
      if step.goals.isEmpty {
        throw SessionParseError(line: step.line, message: "the step has no `% goal`: nothing could tell the learner it is done")
      }
      if step.commands.isEmpty {
        throw SessionParseError(
          line: step.line, message: "the step has no commands: they are its reference solution, which `show` reveals and replay runs")
      }
    }
    self.title = title
    self.teaches = teaches
    self.opening = Self.trimmed(opening)
    self.steps = steps.map { step in
      var step = step
      step.parts = Self.trimmed(step.parts)
      return step
    }
    self.document = document
  }

  /// The reference solution of `step`: its commands as written.
  public func commands(of step: LessonStep) -> [String] {
    step.commands.map { document.commands[$0].command }
  }

  static func commands(in parts: [Part]) -> [Int] {
    parts.compactMap { if case .command(let index) = $0 { index } else { nil } }
  }

  /// Consecutive prose lines become one part.
  private static func append(_ part: Part, to parts: inout [Part]) {
    if case .prose(let lines) = part, case .prose(let earlier)? = parts.last {
      parts[parts.count - 1] = .prose(earlier + lines)
    } else {
      parts.append(part)
    }
  }

  /// Prose without the blank lines around it, and no prose that is only blank lines.
  private static func trimmed(_ parts: [Part]) -> [Part] {
    let blank: (String) -> Bool = { $0.allSatisfy(\.isWhitespace) }
    return parts.compactMap { part in
      guard case .prose(let lines) = part else { return part }
      let kept = Array(lines.drop(while: blank).reversed().drop(while: blank).reversed())
      return kept.isEmpty ? nil : .prose(kept)
    }
  }
}

/// One exercise of a lesson: the task, its prose, what must hold when it is done, hints, and
/// the commands that do it.
public struct LessonStep: Equatable, Sendable {
  public var line: Int
  /// One sentence: what the learner is to do.
  public var task: String
  /// What follows `% step` in the file: prose and the commands that do the step.
  public var parts: [Lesson.Part] = []
  public var goals: [LessonGoal] = []
  public var hints: [String] = []

  /// Indices into the lesson document's commands: the reference solution.
  public var commands: [Int] { Lesson.commands(in: parts) }

  /// Prose shown with the task: what comes before the step's first command.
  public var prose: [String] {
    parts.prefix { if case .prose = $0 { true } else { false } }.flatMap(Self.lines)
  }

  /// Prose shown once the goals hold: what comes after its first command.
  public var afterword: [String] {
    let rest = parts.drop { if case .prose = $0 { true } else { false } }
    let prose = rest.filter { if case .prose = $0 { true } else { false } }
    return prose.enumerated().flatMap { index, part in (index > 0 ? [""] : []) + Self.lines(part) }
  }

  private static func lines(_ part: Lesson.Part) -> [String] {
    if case .prose(let lines) = part { lines } else { [] }
  }
}
