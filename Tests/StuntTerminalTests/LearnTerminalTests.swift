import Foundation
import StuntTestSupport
import Testing

/// `stunt learn` at a real terminal: a lesson played with line editing, progress kept in the
/// XDG state folder across runs, and the Korean course.
@Suite("Learning at a terminal", .serialized)
struct LearnTerminalTests {
  static let lesson = CountingLesson.text

  func start(_ home: TemporaryFolder, _ course: TemporaryFolder, _ arguments: [String]) throws -> PseudoTerminal {
    let terminal = try PseudoTerminal()
    try terminal.spawn(
      try StuntBinary.url, arguments: ["learn"] + arguments + ["--course", course.path],
      environment: ["HOME": home.path, "TERM": "xterm", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"])
    return terminal
  }

  /// Types a line and waits for the prompt after what it printed; true when `expected` showed.
  func type(_ terminal: PseudoTerminal, _ line: String, expecting expected: String? = nil) async -> Bool {
    let mark = terminal.mark + line.utf8.count
    terminal.type(line + "\r")
    let shown = await expected.asyncMap { await terminal.waitFor($0, after: mark) } ?? true
    return await terminal.waitFor("counter> ", after: mark) && shown
  }

  @Test func aLessonIsPlayedStepByStepAndProgressSurvivesARestart() async throws {
    let home = try TemporaryFolder()
    let course = try TemporaryFolder()
    try Self.lesson.write(to: course.appendingPathComponent("01-counting.session"), atomically: true, encoding: .utf8)

    let first = try start(home, course, ["1"])
    #expect(await first.waitFor("Step 1 of 3: Make the count 3."))
    #expect(await first.waitFor("counter> "))
    // A wrong command does not pass the step; another way than the lesson's does.
    var mark = first.mark
    #expect(await type(first, "set count 1"))
    #expect(await type(first, "send incrementButtonTapped"))
    #expect(!String(decoding: first.screen.utf8.dropFirst(mark), as: UTF8.self).contains("✓ done"))
    #expect(await type(first, "send incrementButtonTapped", expecting: "✓ done: Make the count 3."))
    #expect(await first.waitFor("Step 2 of 3: Make numberFact a stub."))
    #expect(await type(first, "hint", expecting: "no more hints"))
    #expect(await type(first, "show", expecting: "  use numberFact stub"))
    #expect(await type(first, "skip", expecting: "Step 3 of 3: Make the count 5."))
    first.type("quit\r")
    #expect(await first.exitStatus() != nil)

    let file = home.appendingPathComponent(".local/state/stunt/learn").path
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "01-counting 2\n")

    let second = try start(home, course, [])
    #expect(await second.waitFor("  1. 01-counting  Counting  at step 3 of 3"))
    #expect(await second.waitFor("stunt> "))
    mark = second.mark
    second.type("learn 1\r")
    #expect(await second.waitFor("continuing at step 3, where you left off", after: mark))
    #expect(await type(second, "set count 5", expecting: "Lesson complete: Counting."))
    second.type("quit\r")
    #expect(await second.exitStatus() == 0)
  }

  /// A build in the checkout's `.build` plays the checkout's course from any folder, as `make run`
  /// does from the checkout itself.
  @Test func aBuildFindsItsCheckoutsCourseFromAnyFolder() async throws {
    let home = try TemporaryFolder()
    let elsewhere = try TemporaryFolder()
    let (status, output) = try await StuntBinary.run(
      input: "learn\n", environment: ["HOME": home.path, "LANG": "C.UTF-8"], directory: elsewhere.url)
    #expect(output.contains("  1. 01-why-doubles  "), "\(output)")
    #expect(!output.contains("error:"))
    #expect(status == 0)
  }

  @Test func theCourseSpeaksKoreanWhenAsked() async throws {
    let home = try TemporaryFolder()
    let course = try TemporaryFolder()
    try Self.lesson.write(to: course.appendingPathComponent("01-counting.session"), atomically: true, encoding: .utf8)
    let terminal = try start(home, course, ["1", "--lang", "ko"])
    #expect(await terminal.waitFor("레슨 1/1: Counting"))
    #expect(await terminal.waitFor("단계 1/3: Make the count 3."))
    terminal.type("quit\r")
    #expect(await terminal.exitStatus() == 0)
  }
}

extension Optional {
  fileprivate func asyncMap<T>(_ transform: (Wrapped) async -> T) async -> T? {
    guard let self else { return nil }
    return await transform(self)
  }
}
