import ConcurrencyExtras
import StuntBackend
import StuntEngine
import StuntSession
import Testing

@testable import ProjectModule

/// Issue 31 in the project module: the constant date takes its value, an id that is not on the
/// board reaches the use case, a spy over the real layer answers as it does until stubbed, and
/// `expect` reads a list's count.
extension ProjectEngineTests {
  /// swift-dependencies' `$0.date.now = ...`.
  @Test func theConstantDateTakesItsValue() async {
    _ = await run("load project")
    #expect(await run("use date constant now=2001-01-01T00:00:00Z").lines == ["date: constant -> constant now=2001-01-01T00:00:00Z"])
    _ = await run(#"send createHistory editedType=add title="기획""#)
    #expect(await run("state history.0.date").text == #""2001-01-01T00:00:00Z""#)
    // Read at each call: a new value takes effect on the next entry.
    _ = await run("use date constant now=2001-01-01T09:30:00+09:00")
    _ = await run(#"send createHistory editedType=move title="기획""#)
    #expect(await run("state history.1.date").text == #""2001-01-01T00:30:00Z""#)
    _ = await run("use date constant")
    _ = await run(#"send createHistory editedType=delete title="기획""#)
    #expect(await run("state history.2.date").text == #""2022-07-04T00:00:00Z""#, "without now=, the seed's start")
    _ = await sandbox.end()
  }

  @Test func aBadDateIsOneErrorLine() async {
    _ = await run("load project")
    for (line, error) in [
      ("use date constant now=2001-13-01T00:00:00Z", "error: option now takes a Date, e.g. now=2001-01-01T00:00:00Z; got 2001-13-01T00:00:00Z"),
      ("use date constant now=yesterday", "error: option now takes a Date, e.g. now=2001-01-01T00:00:00Z; got yesterday"),
      ("use date incrementing now=2001-01-01T00:00:00Z", "error: date incrementing takes no option 'now'"),
    ] {
      let report = await run(line)
      #expect(report.lines == [error])
      #expect(report.status == .rejected)
    }
    #expect(await run("deps").lines.contains { $0.hasPrefix("date ") && $0.contains("constant ") && !$0.contains("now=") })
    _ = await sandbox.end()
  }

  /// The use case's own failure path: the real repository's manager refuses to update a project
  /// it does not store, and the use case shows the error.
  @Test func anIdThatIsNotOnTheBoardReachesTheUseCase() async {
    _ = await run("load project")
    _ = await run(#"send createProject title="기획" deadline=2022-07-15"#)
    _ = await run("use projectRepository spy")
    let unknown = "00000000-0000-0000-0000-0000000000AA"
    let update = await run("send update project=\(unknown) title=\"새 제목\"")
    #expect(update.status == .ok)
    #expect(await run("state errorMessage").text == "\"no project \(unknown) is stored to update\"")
    #expect(await run("calls projectRepository.update").lines.last?.contains(#""id": "\#(unknown)""#) == true)
    _ = await run("send delete project=\(unknown)")
    #expect(await run("expect calls.projectRepository.delete == 1").status == .ok)
    _ = await run("send changeStatus project=\(unknown) status=done")
    #expect(await run("expect board.todo.count == 1").status == .ok, "the board's view model finds nothing to move")
    // A title names a project on the board, as before: one that is not there is refused.
    #expect(await run("send update project=nope").lines == [#"error: no project "nope" on the board; it has "기획""#])
    _ = await sandbox.end()
  }

  @Test func theSpyAnswersAsTheRealManagerUntilStubbed() async {
    _ = await run("load project")
    _ = await run("use persistentManager spy")
    _ = await run(#"send createProject title="기획" deadline=2022-07-15"#)
    #expect(await run("expect sqlite.project.count == 1").status == .ok, "the real SQLite file got the row")
    #expect(await run(#"stub persistentManager.update projectEntity.title="잠긴 제목" throws "locked""#).status == .ok)
    _ = await run(#"send update project="기획" title="잠긴 제목""#)
    #expect(await run("state errorMessage").text == #""locked""#)
    _ = await run(#"send update project="기획" status=doing"#)
    #expect(await run("expect sqlite.project.0.status == .doing").status == .ok, "an unmatched call reached the real manager")
    #expect(await run("verify persistentManager.update atLeast 2").status == .ok)
    _ = await sandbox.end()
  }

  /// A state path takes `.count` on a list, as Swift spells it.
  @Test func expectReadsAListsCount() async {
    _ = await run("load project")
    #expect(await run("expect board.todo.count == 0").lines == ["ok: board.todo.count == 0"])
    _ = await run(#"send createProject title="하나" deadline=2022-07-15"#)
    _ = await run(#"send createProject title="둘" deadline=2022-07-16"#)
    #expect(await run("expect board.todo.count == 2").lines == ["ok: board.todo.count == 2"])
    let failed = await run("expect board.todo.count == 3")
    #expect(failed.lines.first == "FAIL: expected board.todo.count == 3, got 2")
    #expect(await run("state board.todo.count").text == "2")
    _ = await sandbox.end()
  }
}
