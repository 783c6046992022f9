import StuntKit
import StuntSession

/// The lesson `learn` is playing: which step the learner is at and how many of its hints they
/// have seen. After each command they type, the step's goals are checked against the sandbox;
/// when all hold, the step's afterword and the next step appear.
@MainActor
final class LessonPlayer {
  let entry: Course.Entry
  let lesson: Lesson
  /// Its place in the course, for "Lesson 2 of 9" and for what comes next.
  let number: Int
  let course: Course
  private(set) var stepIndex = 0
  private var hintsShown = 0
  /// What the learner's commands printed since the step appeared, for `% goal prints`.
  private var printed: [CommandReport] = []
  /// Each step's goals, read once as the lesson loads.
  private let goals: [[ResolvedGoal]]

  init(_ entry: Course.Entry, in course: Course, language: Language) {
    self.entry = entry
    self.course = course
    self.lesson = entry.lesson(in: language)
    self.number = course.number(of: entry)
    goals = lesson.steps.map { $0.goals.map(ResolvedGoal.init) }
  }

  var step: LessonStep? {
    lesson.steps.indices.contains(stepIndex) ? lesson.steps[stepIndex] : nil
  }

  /// A fresh sandbox, the introduction, the setup commands as they run; then, after the steps
  /// done in an earlier session (run again quietly), the step to do.
  func start(in sandbox: Sandbox, stepsDone: Int) async -> [String] {
    let language = sandbox.settings.language
    await Self.freshen(sandbox)
    stepIndex = 0
    hintsShown = 0
    printed = []
    var lines = [LearnTexts.lesson(number, of: course.entries.count, lesson.title)(language)]
    for part in lesson.opening {
      switch part {
      case .prose(let prose): lines += [""] + prose
      case .command(let index): lines += await run([index], in: sandbox, visibly: true)
      }
    }
    if stepsDone > 0, stepsDone < lesson.steps.count {
      for step in lesson.steps.prefix(stepsDone) { _ = await run(step.commands, in: sandbox, visibly: false) }
      stepIndex = stepsDone
      lines += ["", LearnTexts.resumed(stepsDone + 1)(language)]
    }
    return lines + presentStep(language)
  }

  /// The task, its prose, and whose turn it is.
  func presentStep(_ language: Language) -> [String] {
    guard let step else { return [] }
    return ["", LearnTexts.step(stepIndex + 1, of: lesson.steps.count, step.task)(language)]
      + (step.prose.isEmpty ? [] : step.prose) + [LearnTexts.yourTurn(language)]
  }

  /// After a command the learner typed: the next step when this one's goals all hold.
  func check(after report: CommandReport, in sandbox: Sandbox) async -> [String] {
    guard let step else { return [] }
    printed.append(report)
    for goal in goals[stepIndex] where await sandbox.unmetReason(goal, printed: printed) != nil { return [] }
    return await advance(in: sandbox, saying: LearnTexts.done(step.task))
  }

  /// The next hint; after the last, where the solution is.
  func hint(_ language: Language) -> String {
    guard let step, hintsShown < step.hints.count else { return LearnTexts.noMoreHints(language) }
    hintsShown += 1
    return LearnTexts.hint(hintsShown, of: step.hints.count, step.hints[hintsShown - 1])(language)
  }

  /// The step's reference solution, as commands to type.
  func show(_ language: Language) -> [String] {
    guard let step else { return [] }
    return [LearnTexts.show(language)] + lesson.commands(of: step).map { "  " + $0 }
  }

  /// Leaves the step as the lesson's own commands would: the lesson is played again quietly up
  /// to the end of this step, so whatever the learner tried does not stand in the way.
  func skip(in sandbox: Sandbox) async -> [String] {
    guard let step else { return [] }
    let target = stepIndex
    await Self.freshen(sandbox)
    _ = await run(lesson.setup, in: sandbox, visibly: false)
    for earlier in lesson.steps.prefix(target + 1) { _ = await run(earlier.commands, in: sandbox, visibly: false) }
    return await advance(in: sandbox, saying: LearnTexts.skipped(step.task))
  }

  /// As a replay starts each lesson: no module, and a backend that neither fails nor waits (an
  /// earlier lesson may have broken it on purpose).
  private static func freshen(_ sandbox: Sandbox) async {
    await sandbox.unload()
    await sandbox.backend?.reset()
  }

  private func advance(in sandbox: Sandbox, saying mark: LocalizedText) async -> [String] {
    let language = sandbox.settings.language
    var lines = ["", mark(language)] + (step?.afterword ?? [])
    stepIndex += 1
    hintsShown = 0
    printed = []
    sandbox.learning.progress.record(entry.name, stepsDone: stepIndex)
    guard step == nil else { return lines + presentStep(language) }
    lines += ["", LearnTexts.lessonDone(lesson.title)(language)]
    if course.entries.indices.contains(number) {
      lines.append(LearnTexts.next(course.entries[number].shortName)(language))
    } else {
      lines.append(LearnTexts.courseDone(language))
    }
    sandbox.learning.lesson = nil
    return lines
  }

  /// Runs commands of the lesson file (by index), each at its line; shown as `> command` and
  /// its output when `visibly`.
  private func run(_ indices: [Int], in sandbox: Sandbox, visibly: Bool) async -> [String] {
    var lines: [String] = []
    for index in indices {
      let block = lesson.document.commands[index]
      let report = await sandbox.execute(block.command, from: (lesson.document.path, block.line))
      if visibly { lines += ["> " + block.command] + report.lines }
    }
    return lines
  }
}
