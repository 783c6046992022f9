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
  public var title: String
  /// Prose before the first step.
  public var introduction: [String]
  /// Indices into `document.commands` of the commands before the first step: run for the
  /// learner when the lesson starts.
  public var setup: Range<Int>
  public var steps: [LessonStep]
  public var document: SessionDocument

  /// The file's name without its folder and extension: how `learn` names the lesson.
  public var name: String {
    let file = document.path.split(separator: "/").last.map(String.init) ?? document.path
    return file.hasSuffix(".session") ? String(file.dropLast(".session".count)) : file
  }

  /// nil when the document is no lesson (it has no lesson directive at all).
  public init?(_ document: SessionDocument) throws(SessionParseError) {
    var title: String?
    var introduction: [String] = []
    var setup: [Int] = []
    var steps: [LessonStep] = []
    let directives = Dictionary(zip(document.directiveLines, document.directives), uniquingKeysWith: { first, _ in first })
    let commands = Dictionary(document.commands.enumerated().map { ($1.line, $0) }, uniquingKeysWith: { first, _ in first })
    let output = Set(document.commands.flatMap { Array($0.outputLines).map { $0 + 1 } })
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
        case .goal(let written):
          guard !steps.isEmpty else { throw SessionParseError(line: line, message: "`% goal` belongs to a step: write it under `% step`") }
          steps[steps.count - 1].goals.append(try LessonGoal(parsing: written, line: line))
          steps[steps.count - 1].goalLines.append(line)
        case .hint(let hint):
          guard !steps.isEmpty else { throw SessionParseError(line: line, message: "`% hint` belongs to a step: write it under `% step`") }
          steps[steps.count - 1].hints.append(hint)
        case .exhaustivity, .skip, .timeout:
          break
        }
      } else if let command = commands[line] {
        if steps.isEmpty { setup.append(command) } else { steps[steps.count - 1].commandIndices.append(command) }
      } else if !output.contains(line) {
        if let last = steps.indices.last {
          if steps[last].commandIndices.isEmpty { steps[last].prose.append(text) } else { steps[last].afterword.append(text) }
        } else {
          introduction.append(text)
        }
      }
    }
    guard let title else { return nil }
    for step in steps {
      if step.goals.isEmpty {
        throw SessionParseError(line: step.line, message: "the step has no `% goal`: nothing could tell the learner it is done")
      }
      if step.commandIndices.isEmpty {
        throw SessionParseError(
          line: step.line, message: "the step has no commands: they are its reference solution, which `show` reveals and replay runs")
      }
    }
    self.title = title
    self.introduction = Self.trimmed(introduction)
    self.setup = (setup.first ?? 0)..<((setup.last ?? -1) + 1)
    self.steps = steps.map { step in
      var step = step
      step.prose = Self.trimmed(step.prose)
      step.afterword = Self.trimmed(step.afterword)
      return step
    }
    self.document = document
  }

  /// The reference solution of `step`: its commands as written.
  public func commands(of step: LessonStep) -> [String] {
    step.commands.map { document.commands[$0].command }
  }

  /// Prose without the blank lines around it.
  static func trimmed(_ lines: [String]) -> [String] {
    let blank: (String) -> Bool = { $0.allSatisfy(\.isWhitespace) }
    return Array(lines.drop(while: blank).reversed().drop(while: blank).reversed())
  }
}

/// One exercise of a lesson: the task, its prose, what must hold when it is done, hints, and
/// the commands that do it.
public struct LessonStep: Equatable, Sendable {
  public var line: Int
  /// One sentence: what the learner is to do.
  public var task: String
  /// Prose shown with the task.
  public var prose: [String] = []
  /// Prose shown once the goals hold.
  public var afterword: [String] = []
  public var goals: [LessonGoal] = []
  /// The line of each goal, for a replay that finds it does not hold.
  public var goalLines: [Int] = []
  public var hints: [String] = []
  var commandIndices: [Int] = []

  /// Indices into the lesson document's commands: the reference solution.
  public var commands: Range<Int> {
    (commandIndices.first ?? 0)..<((commandIndices.last ?? -1) + 1)
  }
}
