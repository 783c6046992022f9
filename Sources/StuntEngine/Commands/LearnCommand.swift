import StuntKit
import StuntSession

struct LearnCommand: ReplCommand {
  static let lesson = Argument.optional("lesson")
  /// `learn stop`: back to the plain sandbox.
  static let stopWord = "stop"

  static let configuration = CommandConfiguration(
    name: "learn",
    summary: "the workshop's lessons: list them with your progress, or play one step by step",
    forms: [CommandForm(lesson, steersLesson: true, run: run)],
    examples: ["learn", "learn 1", "learn why-doubles", "learn stop"],
    discussion: [
      "A lesson tells, then gives you a task: type any commands you like, and when the sandbox",
      "shows the task done (its state, alert, calls or output), the next step appears.",
      "`hint` gives a hint, `show` the lesson's own commands, `solve` (or `skip`) does the step for you,",
      "`restart` starts the lesson over; `learn stop` leaves it. Progress is kept between sessions.",
      "`stunt learn` starts here; `stunt learn --lang ko` in Korean (or a ko_KR locale).",
    ]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let sandbox = context.sandbox
    let language = sandbox.settings.language
    if arguments[Self.lesson]?.text == stopWord {
      _ = try context.lesson()
      sandbox.learning.lesson = nil
      context.print(LearnTexts.stopped(language))
      return
    }
    let course: Course
    switch sandbox.learning.course {
    case .success(let found)?: course = found
    case .failure(let problem)?: throw CommandError(sandbox.settings.namingThisTool(LearnTexts.noCourse(problem.message)(language)))
    case nil: throw CommandError(sandbox.settings.namingThisTool(LearnTexts.noCourse("none was looked for")(language)))
    }
    guard let word = arguments[Self.lesson]?.text else {
      context.print(list(course, sandbox))
      return
    }
    guard let entry = course.entry(named: word) else {
      throw Suggestion.unknown("lesson", word, among: course.entries.map(\.shortName), hint: "`learn` lists them")
    }
    let player = LessonPlayer(entry, in: course, language: language)
    sandbox.learning.lesson = player
    context.print(await player.start(in: sandbox, stepsDone: sandbox.learning.progress.stepsDone(entry.name)))
  }

  /// One line per lesson: number, name, title, and how far the learner got.
  static func list(_ course: Course, _ sandbox: Sandbox) -> [String] {
    let language = sandbox.settings.language
    let width = course.entries.map(\.name.count).max() ?? 0
    let titles = course.entries.map { $0.lesson(in: language).title }
    let titleWidth = titles.map(\.count).max() ?? 0
    return [LearnTexts.listHeader(language)] + zip(course.entries, titles).enumerated().map { index, pair in
      let (entry, title) = pair
      let steps = entry.lesson(in: language).steps.count
      let done = sandbox.learning.progress.stepsDone(entry.name)
      let mark = sandbox.learning.lesson?.entry.name == entry.name ? "▸" : " "
      let progress = done >= steps ? LearnTexts.finished(language) : done > 0 ? LearnTexts.reached(done + 1, of: steps)(language) : ""
      let number = String(index + 1).leftPadded(to: 2, with: " ")
      let line = "\(mark)\(number). \(entry.name.padded(to: width))  \(title.padded(to: titleWidth))  \(progress)"
      return String(line.reversed().drop { $0 == " " }.reversed())
    }
  }
}
