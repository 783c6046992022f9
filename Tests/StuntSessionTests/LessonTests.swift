import StuntTestSupport
import Testing

@testable import StuntSession

/// Lesson files: the `% lesson`, `% step`, `% goal` and `% hint` directives, what `learn` reads
/// of them, and what a replay checks.
@Suite("Lessons")
struct LessonTests {
  static let lesson = """
    % lesson Echoes
    Goal: hear an echo.
      > setup

    % step Say hello.
    % goal prints echo hello
    % hint Type `hello`.
    % hint Really, `hello`.
    Shown with the task.
      > hello
      echo hello
    Shown once it is done.

    % step Say bye.
    % goal prints echo bye
      > bye
      echo bye

    """

  @Test func stepsCarryTheirTaskProseGoalsHintsAndCommands() throws {
    let document = try SessionFiles.parse(Self.lesson, path: "course/01-echoes.session")
    let lesson = try #require(try Lesson(document))
    #expect(lesson.name == "01-echoes")
    #expect(lesson.title == "Echoes")
    #expect(lesson.opening == [.prose(["Goal: hear an echo."]), .command(0)])
    #expect(lesson.setup == [0])
    #expect(lesson.steps.map(\.task) == ["Say hello.", "Say bye."])
    #expect(lesson.steps[0].prose == ["Shown with the task."])
    #expect(lesson.steps[0].afterword == ["Shown once it is done."])
    #expect(lesson.steps[0].hints == ["Type `hello`.", "Really, `hello`."])
    #expect(lesson.steps[0].goals.map(\.check) == [.prints("echo hello")])
    #expect(lesson.commands(of: lesson.steps[0]) == ["hello"])
    #expect(lesson.commands(of: lesson.steps[1]) == ["bye"])
  }

  @Test func aSessionWithoutLessonDirectivesIsNoLesson() throws {
    #expect(try Lesson(try SessionFiles.parse("  > hello\n", path: "a.session")) == nil)
  }

  @Test(arguments: [
    ("% lesson L\n% step S\n% goal count ==\n  > x\n", 3, "a goal is `<subject> <operator> <value>`"),
    ("% lesson L\n% step S\n% goal count is 3\n  > x\n", 3, "a goal is `<subject> <operator> <value>`"),
    ("% lesson L\n% step S\n% goal prints\n  > x\n", 3, "`% goal prints` needs the text"),
    ("% step S\n% goal count == 1\n  > x\n", 1, "a step belongs to a lesson"),
    ("% lesson L\n% goal count == 1\n  > x\n", 2, "`% goal` belongs to a step"),
    ("% lesson L\n% hint h\n  > x\n", 2, "`% hint` belongs to a step"),
    ("% lesson L\n% step S\n  > x\n", 2, "the step has no `% goal`"),
    ("% lesson L\n% step S\n% goal count == 1\n", 2, "the step has no commands"),
    ("% lesson L\n% lesson M\n", 2, "a second `% lesson`"),
  ])
  func aMalformedLessonSaysWhereAndWhy(text: String, line: Int, message: String) {
    #expect {
      _ = try SessionFiles.parse(text, path: "a.session")
    } throws: { error in
      guard let error = error as? SessionParseError else { return false }
      return error.line == line && error.message.contains(message)
    }
  }

  func replay(_ text: String) async throws -> (Int32, String) {
    let folder = try TemporaryFolder()
    try text.write(to: folder.appendingPathComponent("lesson.session"), atomically: true, encoding: .utf8)
    let output = Output()
    let runner = ReplayRunner(
      options: ReplayOptions(paths: [folder.path], jobs: 1, update: .never),
      runner: InProcessScriptRunner { EchoHost() }, write: output.write)
    let status = await runner.run()
    return (status, output.value.replacingOccurrences(of: folder.path + "/", with: ""))
  }

  /// A `prints` goal holds when any command of the step printed it, not only the last.
  @Test func aPrintsGoalLooksAtEveryCommandOfTheStep() async throws {
    let text = Self.lesson
      .replacingOccurrences(of: "  > setup\n", with: "  > setup\n  echo setup\n")
      .replacingOccurrences(of: "  > bye\n  echo bye\n", with: "  > bye\n  echo bye\n  > later\n  echo later\n")
    let (status, output) = try await replay(text)
    #expect(status == 0, "\(output)")
  }

  @Test func aLessonReplaysWhenItsCommandsReachEveryGoal() async throws {
    let (status, text) = try await replay(Self.lesson.replacingOccurrences(of: "  > setup\n", with: "  > setup\n  echo setup\n"))
    #expect(status == 0, "\(text)")
  }

  /// Nothing of a malformed lesson runs: the file is a parse error, exit status 2.
  @Test func aMalformedGoalStopsTheReplayBeforeAnythingRuns() async throws {
    let (status, output) = try await replay(Self.lesson.replacingOccurrences(of: "% goal prints echo hello", with: "% goal hello"))
    #expect(status == 2)
    #expect(output.hasPrefix("FAIL lesson.session\nlesson.session:6: error: a goal is `<subject> <operator> <value>`"), "\(output)")
  }

  /// The reference solution must do what the step asks, or the course has rotted.
  @Test func aGoalTheStepsCommandsMissFailsTheReplay() async throws {
    let text = Self.lesson
      .replacingOccurrences(of: "  > setup\n", with: "  > setup\n  echo setup\n")
      .replacingOccurrences(of: "% goal prints echo bye", with: "% goal prints echo ciao")
    let (status, output) = try await replay(text)
    #expect(status == 1)
    #expect(output.contains(
      "lesson.session:16: the goal `prints echo ciao` does not hold after the step's commands: no line holds 'echo ciao'"))
  }

  /// A step a learner would pass with whatever they type teaches nothing.
  @Test func aStepWhoseGoalsAlreadyHoldFailsTheReplay() async throws {
    let text = Self.lesson
      .replacingOccurrences(of: "  > setup\n", with: "  > setup\n  echo setup\n")
      .replacingOccurrences(of: "% goal prints echo hello", with: "% goal ran.setup == true")
    let (status, output) = try await replay(text)
    #expect(status == 1)
    #expect(output.contains("lesson.session:6: the step's goals already hold before its commands: any command would pass it"))
  }
}
