import ConcurrencyExtras
import Foundation
import StuntBackend
import StuntEngine
import StuntKit
import StuntSession
import StuntTestSupport
import Testing

@testable import ProjectModule
import StuntTesting

/// The project module as a user drives it: the layering `deps` shows, every slot variant, the
/// real stores, and bad input.
@MainActor
@Suite("project through the engine", .mainSerialExecutor)
struct ProjectEngineTests {
  let sandbox: Sandbox

  init() {
    sandbox = Sandbox(modules: [ProjectModule.entry], backend: EmbeddedBackend())
  }

  func run(_ line: String) async -> CommandReport {
    await sandbox.execute(line)
  }

  func deps(_ slot: String) async -> String? {
    await run("deps").lines.first { $0.hasPrefix(slot + " ") }
  }

  @Test func depsMarksTheLayersAMockCutsOff() async {
    _ = await run("load project")
    #expect(await deps("persistentManager")?.contains("unused") == false)
    _ = await run("use projectRepository mock")
    #expect(await deps("persistentManager")?.contains("real  (unused: projectRepository is mock)") == true)
    #expect(await deps("networkManager")?.contains("unused") == false)
    _ = await run("use projectUseCase mock")
    // The topmost cut is the reason, whatever the layers between are.
    for slot in ["projectRepository", "networkRepository", "persistentManager", "historyManager"] {
      #expect(await deps(slot)?.contains("(unused: projectUseCase is mock)") == true, "\(slot)")
    }
    #expect(await deps("date")?.contains("unused") == false)
    _ = await run("use projectUseCase spy")
    #expect(await deps("historyManager")?.contains("unused") == false)
    _ = await sandbox.end()
  }

  @Test func everyVariantOfEverySlotTakesTheBoardsInputs() async {
    for slot in ProjectModule.slots.map(\.descriptor) {
      for variant in slot.variants {
        _ = await run("load project")
        #expect(await run("use \(slot.name) \(variant.name)").lines.first?.hasPrefix("error:") == false)
        let create = await run(#"send createProject title="기획" deadline=2022-07-15"#)
        #expect(!create.lines.contains { $0.hasPrefix("error:") }, "\(slot.name) \(variant.name): \(create.lines)")
        let state = await run("state")
        #expect(!state.lines.isEmpty, "\(slot.name) \(variant.name)")
      }
    }
    _ = await sandbox.end()
  }

  @Test func badInputIsOneErrorLineAndTheStoreKeepsItsRows() async {
    _ = await run("load project")
    _ = await run(#"send createProject title="기획" deadline=2022-07-15"#)
    let refusals: [(String, String)] = [
      (#"send changeStatus project="없음" status=done"#, #"error: no project "없음" on the board; it has "기획""#),
      (#"send createProject title=" " deadline=2022-07-15"#, "error: a project needs a title"),
      (#"send changeStatus project="기획" status=lost"#, "error: changeStatus's status is ProjectStatus (one of todo, doing, done); got lost (a String)"),
      (#"send createProject title="a" deadline=2022-02-30"#, #"error: deadline "2022-02-30" is not a day; write it as 2022-07-15"#),
      (#"send createProject title="a" deadline=tomorrow"#, #"error: deadline "tomorrow" is not a day; write it as 2022-07-15"#),
      ("send detailRead", "error: no detail screen is shown; send showDetail project=<title or id> first"),
      (#"set content.title "x""#, "error: no detail screen is shown; send showDetail project=<title or id> first"),
      (#"send update project="기획" title="""#, "error: a project needs a title"),
      ("send createProject", "error: createProject needs title (String) — e.g. send createProject \"text\""),
    ]
    for (line, error) in refusals {
      #expect(await run(line).lines == [error], "\(line)")
    }
    _ = await run(#"send createProject title="기획" deadline=2022-07-16"#)
    #expect(await run(#"send deleteProject project="기획""#).lines == [#"error: 2 projects are titled "기획"; name one by its id"#])
    #expect(await run("state sqlite.project.0.title").lines == [#""기획""#])
    #expect(await run("state sqlite.project.1.deadline").lines == [#""2022-07-16""#])
    _ = await sandbox.end()
  }

  /// The hand-written doubles hand the call's arguments to a programmed answer, as the
  /// generated ones do: an error can name what was written.
  @Test(arguments: [
    ("persistentManager stub", "persistentManager.create", #""\(projectEntity.title) is locked""#, "기획 is locked"),
    ("historyManager stub", "historyManager.create", #""no room for \(historyEntity.title)""#, "no room for 기획"),
    ("projectRepository mock", "projectRepository.create", #""\(projectEntity.deadline) is too late""#, "2022-07-15 is too late"),
  ])
  func aThrownErrorNamesTheCallsArgument(_ double: String, _ method: String, _ error: String, _ shown: String) async {
    _ = await run("load project")
    _ = await run("use " + double)
    #expect(await run("stub \(method) throws \(error)").status == .ok)
    let lines = await run(#"send createProject title="기획" deadline=2022-07-15"#).lines
    #expect(lines.contains("+   errorMessage: \"\(shown)\","), "\(lines)")
    _ = await sandbox.end()
  }

  @Test func lookingAtTheStateRecordsNoCall() async {
    _ = await run("load project")
    _ = await run("use projectUseCase spy")
    _ = await run("state")
    #expect(await run("calls projectUseCase.read").lines == ["projectUseCase.read: 0 calls"])
    _ = await run(#"send createProject title="기획" deadline=2022-07-15"#)
    #expect(await run("calls projectUseCase.create").lines.first == "projectUseCase.create: 1 call")
    _ = await sandbox.end()
  }

  /// The generated spy wraps the real repository: the board changes, and each call is logged
  /// with its id as text, which `verify` matches as typed.
  @Test func theRepositorySpyRecordsIdsAsText() async {
    _ = await run("load project")
    _ = await run("use projectRepository spy")
    _ = await run(#"send createProject title="기획" deadline=2022-07-15"#)
    _ = await run("send delete project=기획")
    #expect(await run("calls projectRepository.delete").lines == [
      "projectRepository.delete: 1 call", #"  2. delete(projectEntityID: "00000000-0000-0000-0000-000000000000")"#,
    ])
    #expect(await run(#"verify projectRepository.delete 1 projectEntityID="00000000-0000-0000-0000-000000000000""#).status == .ok)
    #expect(await run("expect board.todo == []").status == .ok)
    _ = await sandbox.end()
  }

  @Test func aFileOfYourOwnSurvivesResetAndACorruptOneIsOneClearError() async throws {
    let folder = try TemporaryFolder()
    let file = folder.appendingPathComponent("board.sqlite").path
    _ = await run("load project")
    _ = await run(#"use persistentManager real file="\#(file)""#)
    _ = await run(#"send createProject title="기획" deadline=2022-07-15"#)
    _ = await run("reset")
    #expect(await run("state board.todo.0.title").lines == [#""기획""#])

    let corrupt = folder.appendingPathComponent("corrupt.sqlite")
    try Data("not a database, just text that is long enough to have a header".utf8).write(to: corrupt)
    _ = await run(#"use persistentManager real file="\#(corrupt.path)""#)
    _ = await run(#"send createProject title="설계" deadline=2022-07-20"#)
    #expect(
      await run("state errorMessage").lines == [#""the SQLite file corrupt.sqlite cannot be used: file is not a database""#])
    _ = await sandbox.end()
  }

  @Test func theRealNetworkRepositorySynchronizesWithTheBackendAndSurfacesItsRefusal() async {
    _ = await run("load project")
    _ = await run(#"send createProject title="기획" deadline=2022-07-15"#)
    _ = await run("send synchronizeProjects")
    #expect(await run("state server.0.title").lines == [#""기획""#])
    _ = await run(#"backend fail 503 "maintenance""#)
    _ = await run("send loadProjects")
    #expect(await run("state errorMessage").lines == [#""GET /projects answered 503: maintenance""#])
    #expect(await run("state board.todo.0.title").lines == [#""기획""#])
    // A server that lost its board: load makes ours the server's, as the seed's load does.
    _ = await run("backend reset")
    _ = await run("send loadProjects")
    #expect(await run("state board.todo").lines == ["[]"])
    _ = await sandbox.end()
  }
}
