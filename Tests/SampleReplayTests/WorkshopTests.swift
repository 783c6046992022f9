import Foundation
import StuntTestSupport
import Testing

/// The workshop course (`Samples/workshop/`): each lesson replays with the other samples; here,
/// what makes it a course: the order of its topics, a goal and an exercise in every lesson, and
/// a handout that replays too.
@Suite("Workshop course")
struct WorkshopTests {
  static let folder = StuntBinary.packageRoot.appendingPathComponent("Samples/workshop")

  static var lessons: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".session") && !$0.hasSuffix(".ko.session") }.sorted()
  }

  @Test func theCourseRunsFromWhyDoublesThroughEachKindToTheSeedsOwnNames() {
    #expect(Self.lessons == [
      "01-why-doubles.session", "02-dummy.session", "03-stub.session", "04-spy.session", "05-mock.session",
      "06-fake.session", "07-state-or-behaviour.session", "08-time.session", "09-names.session", "10-your-own.session",
      "11-real-to-stub.session",
    ])
  }

  /// One sentence of goal first, and at least one exercise step.
  @Test(arguments: lessons)
  func eachLessonStatesItsGoalAndEndsWithAnExercise(_ file: String) throws {
    let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
    let prose = text.split(separator: "\n").first { !$0.hasPrefix("%") }
    #expect(prose?.hasPrefix("Goal: ") == true, "\(file)")
    #expect(text.contains("\n% step "), "\(file)")
    #expect(text.contains("\n% hint "), "\(file)")
  }

  /// The Korean course is the English one in other words: the same commands, goals and steps.
  @Test(arguments: lessons)
  func eachLessonHasItsKoreanTranslation(_ file: String) throws {
    let english = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
    let korean = try String(
      contentsOf: Self.folder.appendingPathComponent(file.replacingOccurrences(of: ".session", with: ".ko.session")), encoding: .utf8)
    let commands = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("  > ") } }
    let structure = { (text: String) in
      text.split(separator: "\n").filter { $0.hasPrefix("% ") && !$0.hasPrefix("% language ") }.map { $0.split(separator: " ")[1] }
    }
    #expect(commands(korean) == commands(english), "\(file)")
    #expect(structure(korean) == structure(english), "\(file)")
    #expect(korean.split(separator: "\n").first { !$0.hasPrefix("%") }?.hasPrefix("목표: ") == true, "\(file)")
    #expect(korean.contains("\n% language ko\n"), "\(file)")
  }

  @Test func theHandoutReplays() async throws {
    let folder = try TemporaryFolder()
    let handout = folder.appendingPathComponent("handout.md").path
    let (status, output) = try await StuntBinary.run(
      ["learn", "--export", handout, "--course", Self.folder.path], directory: StuntBinary.packageRoot)
    #expect(status == 0, "\(output)")
    #expect(output == "wrote \(handout): \(Self.lessons.count) lessons\n")
    let text = try String(contentsOfFile: handout, encoding: .utf8)
    #expect(text.hasPrefix("# Test doubles: a workshop in the Stunt sandbox\n"))
    #expect(text.contains("\n### Step 1 of 4: Set the count to 42 and press the fact button (`send factButtonTapped`).\n\n- Done when: `fact contains \"42 is\"`\n"))
    // The diagrams the lessons print are drawn too.
    #expect(text.contains("```\n\n```mermaid\nsequenceDiagram\n  participant module as club-profile\n"))
    #expect(text.contains("```mermaid\nflowchart TD\n  n1[\"RootRouter#35;1 · RootInteractor#35;1 inactive\"]\n"))
    // The last lesson's module is a plugin's, which the course's `.stunt-plugins` names.
    let plugin = try StuntBinary.url.deletingLastPathComponent().appendingPathComponent("warehouse-plugin").path
    let replay = try await StuntBinary.run(["replay", "--plugin", plugin, handout], environment: ["CI": "true"], directory: StuntBinary.packageRoot)
    #expect(replay.status == 0, "\(replay.output)")
  }

  @Test func anExportThatCannotBeWrittenSaysWhy() async throws {
    let (status, output) = try await StuntBinary.run(
      ["learn", "--export", "/nonexistent/handout.md", "--course", Self.folder.path])
    #expect(status == 2)
    #expect(output == "error: cannot write /nonexistent/handout.md: its folder does not exist\n")
  }
}
