import StuntKit

/// Every line the learn loop prints of its own.
enum LearnTexts {
  static func lesson(_ number: Int, of count: Int, _ title: String) -> LocalizedText {
    LocalizedText(en: "Lesson \(number) of \(count): \(title)", ko: "레슨 \(number)/\(count): \(title)")
  }

  static func step(_ number: Int, of count: Int, _ task: String) -> LocalizedText {
    LocalizedText(en: "Step \(number) of \(count): \(task)", ko: "단계 \(number)/\(count): \(task)")
  }

  static let yourTurn = LocalizedText(
    en: "(your turn: type any command; `hint`, `show`, `solve` and `restart` help)",
    ko: "(여러분 차례입니다. 어떤 명령이든 입력하세요. `hint`, `show`, `solve`, `restart`가 도와줍니다)")

  static func done(_ task: String) -> LocalizedText {
    LocalizedText(en: "✓ done: \(task)", ko: "✓ 완료: \(task)")
  }

  static func skipped(_ task: String) -> LocalizedText {
    LocalizedText(
      en: "skipped: \(task) (the sandbox is now as the lesson's own commands leave it)",
      ko: "건너뜀: \(task) (샌드박스는 이제 레슨의 명령을 실행한 상태입니다)")
  }

  static func lessonDone(_ title: String) -> LocalizedText {
    LocalizedText(en: "Lesson complete: \(title).", ko: "레슨 완료: \(title).")
  }

  static func next(_ name: String) -> LocalizedText {
    LocalizedText(en: "Next: learn \(name)", ko: "다음 레슨: learn \(name)")
  }

  static let courseDone = LocalizedText(
    en: "That was the last lesson of the course. Well done.", ko: "코스의 마지막 레슨이었습니다. 수고하셨습니다.")

  static func hint(_ number: Int, of count: Int, _ text: String) -> LocalizedText {
    LocalizedText(en: "hint \(number) of \(count): \(text)", ko: "힌트 \(number)/\(count): \(text)")
  }

  static let noMoreHints = LocalizedText(
    en: "no more hints — `show` shows the lesson's commands for this step",
    ko: "힌트가 더 없습니다 — `show`로 이 단계의 레슨 명령을 볼 수 있습니다")

  static let show = LocalizedText(en: "the lesson's commands for this step:", ko: "이 단계의 레슨 명령:")

  static let restarted = LocalizedText(
    en: "restarted: the sandbox is as the lesson begins", ko: "다시 시작: 샌드박스가 레슨을 시작할 때의 상태입니다")

  static func resumed(_ step: Int) -> LocalizedText {
    LocalizedText(
      en: "continuing at step \(step), where you left off (`restart` starts over)",
      ko: "지난번에 멈춘 단계 \(step)부터 이어갑니다 (`restart`로 처음부터 시작)")
  }

  static let stopped = LocalizedText(
    en: "left the lesson; `learn` lists the lessons", ko: "레슨을 떠났습니다. `learn`으로 레슨 목록을 볼 수 있습니다")

  static let noLesson = LocalizedText(
    en: "no lesson is being played — `learn` lists the lessons, `learn 1` starts the first",
    ko: "진행 중인 레슨이 없습니다 — `learn`으로 목록을, `learn 1`로 첫 레슨을 시작하세요")

  static let listHeader = LocalizedText(
    en: "lessons (`learn <number>` or `learn <name>` plays one):", ko: "레슨 (`learn <번호>` 또는 `learn <이름>`으로 시작):")

  static let finished = LocalizedText(en: "done", ko: "완료")

  static func shownIn(_ number: Int, _ name: String, _ title: String) -> LocalizedText {
    LocalizedText(en: "lesson \(number) shows it: learn \(name) (\(title))", ko: "레슨 \(number)에서 다룹니다: learn \(name) (\(title))")
  }

  static func reached(_ step: Int, of count: Int) -> LocalizedText {
    LocalizedText(en: "at step \(step) of \(count)", ko: "단계 \(step)/\(count) 진행 중")
  }

  static func noCourse(_ why: String) -> LocalizedText {
    LocalizedText(
      en: "no course to learn from: \(why) — `stunt learn --course <folder>` names one",
      ko: "레슨 코스를 찾을 수 없습니다: \(why) — `stunt learn --course <폴더>`로 지정하세요")
  }
}
