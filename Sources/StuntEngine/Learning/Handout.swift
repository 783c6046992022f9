import StuntKit
import StuntSession

/// The course as a Markdown handout (`stunt learn --export handout.md`): each lesson's prose,
/// each step's task, goals and hints, and the lesson's own commands with their output as
/// ```` ```session ```` blocks, so `stunt replay handout.md` checks the handout still shows
/// what the sandbox does. Diagrams the lessons print (`calls --mermaid`) are drawn beside.
public enum Handout {
  public static func markdown(_ course: Course, in language: Language) -> String {
    var lines = [HandoutTexts.title(language), "", HandoutTexts.preface(language)]
    for (number, entry) in course.entries.enumerated() {
      let lesson = entry.lesson(in: language)
      lines += ["", "## " + LearnTexts.lesson(number + 1, of: course.entries.count, lesson.title)(language), ""]
      // One Markdown file replays as one session: each lesson starts with no module and a
      // backend that neither fails nor waits, as `learn` starts it.
      if number > 0 { lines += fence(freshStart) + [""] }
      // A translation replays in its language, as `learn` plays it.
      if number == 0, language != .en { lines += fence(["% language " + language.rawValue]) + [""] }
      lines += parts(lesson.opening, of: lesson)
      for (index, step) in lesson.steps.enumerated() {
        lines += ["", "### " + LearnTexts.step(index + 1, of: lesson.steps.count, step.task)(language), ""]
        lines += step.goals.map { "- " + HandoutTexts.goal($0.text)(language) }
        lines += step.hints.map { "- " + HandoutTexts.hint($0)(language) } + [""]
        lines += parts(step.parts, of: lesson)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Prose as it is; consecutive commands as one session block with their expected output, and
  /// a Mermaid diagram a command printed drawn after its block.
  static func parts(_ parts: [Lesson.Part], of lesson: Lesson) -> [String] {
    var lines: [String] = []
    var block: [String] = []
    var diagrams: [[String]] = []
    func flush() {
      guard !block.isEmpty else { return }
      lines += fence(block) + [""]
      for diagram in diagrams { lines += ["```mermaid"] + diagram + ["```", ""] }
      block = []
      diagrams = []
    }
    for part in parts {
      switch part {
      case .prose(let prose):
        flush()
        lines += prose + [""]
      case .command(let index):
        let command = lesson.document.commands[index]
        let text = Array(lesson.document.lines[(command.line - 1)..<command.outputLines.upperBound])
        block += text
        if command.command.hasSuffix(" --mermaid") {
          diagrams.append(text.dropFirst().filter { $0 != "  [failed]" }.map { String($0.dropFirst(2)) })
        }
      }
    }
    flush()
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Whatever the lesson before left loaded goes, with what it shows as it goes (a router
  /// detaching its children).
  static let freshStart = ["  > unload", "  ...", "  unloaded [..]", "  > backend reset", "  backend reset[..]"]

  static func fence(_ lines: [String]) -> [String] {
    ["```session"] + lines + ["```"]
  }
}

/// The handout's own lines.
enum HandoutTexts {
  static let title = LocalizedText(en: "# Test doubles: a workshop in the Stunt sandbox", ko: "# 테스트 더블: Stunt 샌드박스 워크숍")

  static let preface = LocalizedText(
    en: "Play it with `stunt learn`; this handout is the same course. Each session block is what the lesson's own commands print, and `stunt replay handout.md` checks that it still is (with `--plugin` for each plugin the course's `.stunt-plugins` names).",
    ko: "`stunt learn`으로 직접 진행하세요. 이 유인물은 같은 코스입니다. 각 세션 블록은 레슨의 명령이 출력하는 내용이며, `stunt replay handout.md`로 지금도 그런지 확인할 수 있습니다(코스의 `.stunt-plugins`가 가리키는 플러그인마다 `--plugin`을 주세요).")

  static func goal(_ text: String) -> LocalizedText {
    LocalizedText(en: "Done when: `\(text)`", ko: "완료 조건: `\(text)`")
  }

  static func hint(_ text: String) -> LocalizedText {
    LocalizedText(en: "Hint: \(text)", ko: "힌트: \(text)")
  }
}
