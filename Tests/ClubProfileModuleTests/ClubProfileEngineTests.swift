import ConcurrencyExtras
import StuntBackend
import StuntEngine
import StuntKit
import StuntSession
import Testing

@testable import ClubProfileModule
import StuntTesting

/// The club-profile module as a user drives it: the issue's done-when, and bad input.
@MainActor
@Suite("club-profile through the engine", .mainSerialExecutor)
struct ClubProfileEngineTests {
  let sandbox: Sandbox

  init() {
    sandbox = Sandbox(modules: [ClubProfileModule.entry], backend: EmbeddedBackend())
  }

  func run(_ line: String) async -> CommandReport {
    await sandbox.execute(line)
  }

  @Test func lackOfInformationShowsItsAlert() async {
    _ = await run("load club-profile")
    _ = await run(#"set introduction "그룹 소개""#)
    #expect(await run(#"state clubProfileParam.introduction"#).lines == [#""그룹 소개""#])
    let report = await run("send completeButtonTapped")
    #expect(report.lines.last == #"alert: lackOfInformation "그룹 생성 불가" "그룹명과 소개는 필수입니다.""#)
    #expect(await run("backend log").lines == ["no requests"])
    _ = await sandbox.end()
  }

  @Test func aCreatableClubIsCreatedOnTheBackendOnce() async {
    for line in ["load club-profile", #"set name "그룹명""#, #"set introduction "그룹 소개""#] { _ = await run(line) }
    let report = await run("send completeButtonTapped")
    #expect(report.lines.contains("+   completionClosureCalls: 1,"))
    #expect(!report.lines.contains { $0.hasPrefix("alert:") })
    #expect(await run("backend log").lines == [#"1. POST /clubs {"introduction":"그룹 소개","name":"그룹명"} -> 201"#])
    #expect(await run("expect completionClosureCalls == 1").lines == ["ok: completionClosureCalls == 1"])
    _ = await sandbox.end()
  }

  @Test func aFailedExpectOnAStructuredValuePrintsADiff() async {
    for line in ["load club-profile", #"set name "그룹명""#] { _ = await run(line) }
    let report = await run(#"expect clubProfileParam == {"name": "그룹명", "introduction": "소개"}"#)
    #expect(report.status == .failed)
    #expect(report.lines == [
      #"FAIL: expected clubProfileParam == {"name": "그룹명", "introduction": "소개"}, got {"name": "그룹명", "introduction": ""}"#,
      "  (- expected, + actual)",
      "    (",
      #"      name: "그룹명","#,
      #"  -   introduction: "소개""#,
      #"  +   introduction: """#,
      "    )",
    ])
    _ = await sandbox.end()
  }

  @Test func aThrownStubErrorShowsTheErrorAlertWithItsMessage() async {
    for line in ["load club-profile", "set name a", "set introduction b", "use clubService stub"] { _ = await run(line) }
    _ = await run(#"stub clubService.createClub throws "서버 점검 중입니다.""#)
    #expect(await run("send completeButtonTapped").lines.last == #"alert: "에러" "서버 점검 중입니다.""#)
    #expect(await run("expect alert == nil").status == .failed)
    _ = await sandbox.end()
  }

  @Test func theSpyRecordsEachParamSent() async {
    for line in ["load club-profile", "use clubService spy", "set name a", "set introduction b", "send completeButtonTapped"] {
      _ = await run(line)
    }
    #expect(await run("calls clubService").lines == [
      "clubService.createClub: 1 call", #"  1. createClub(data: {"name": "a", "introduction": "b"})"#,
    ])
    _ = await sandbox.end()
  }

  /// Mockito's spy wraps the real service: the club is created on the backend, until `stub`
  /// answers for the name it matches; `recordingStub` records and never reaches the backend.
  @Test func theSpyWrapsTheRealServiceUntilStubbed() async {
    for line in ["load club-profile", "use clubService spy", "set name a", "set introduction b", "send completeButtonTapped"] {
      _ = await run(line)
    }
    #expect(await run("backend log").lines.count == 1)
    _ = await run(#"stub clubService.createClub data.name="a" throws "이미 있어요""#)
    #expect(await run("send completeButtonTapped").lines.last == #"alert: "에러" "이미 있어요""#)
    #expect(await run("backend log").lines.count == 1, "the stubbed call never reached the server")
    _ = await run("use clubService recordingStub")
    _ = await run("send alertDismissed")
    _ = await run("set name 다른")
    _ = await run("send completeButtonTapped")
    #expect(await run("backend log").lines.count == 1)
    #expect(await run("calls clubService").lines.first == "clubService.createClub: 1 call", "a new double counts afresh")
    _ = await sandbox.end()
  }

  @Test func badInputGetsOneErrorLine() async {
    _ = await run("load club-profile")
    for (line, error) in [
      ("set nickname x", "error: unknown field 'nickname' — expected one of: clubProfileParam.name, clubProfileParam.introduction"),
      ("set name 42", "error: clubProfileParam.name is String; got 42 (an Int)"),
      ("set introduction true", "error: clubProfileParam.introduction is String; got true (a Bool)"),
      ("send alertDismissed", "error: no club alert is presented to dismiss"),
      ("send rentAlertButtonTapped", "error: no rent alert is presented; send rentButtonTapped or applyButtonTapped first"),
      ("use clubService mock times=-1", "error: times takes a number of calls, 0 or more"),
      ("send completeButtonTaped", "error: unknown input 'completeButtonTaped' — did you mean 'completeButtonTapped'?"),
    ] {
      let report = await run(line)
      #expect(report.status == .rejected)
      #expect(report.lines == [error])
    }
    #expect(await run("state clubProfileParam").lines.contains(#"  name: "","#))
    _ = await sandbox.end()
  }

  @Test func anAlertOnScreenTakesNoOtherTaps() async {
    _ = await run("load club-profile")
    _ = await run("send completeButtonTapped")
    let refused = await run("send rentButtonTapped")
    #expect(refused.status == .rejected)
    #expect(refused.lines == [#"error: the alert "그룹 생성 불가" is on screen; send alertDismissed first"#])
    #expect(await run("state alertCase").lines == [".lackOfInformation"])
    _ = await run("send alertDismissed")
    #expect(await run("send rentButtonTapped").status == .ok)
    #expect(await run("send alertDismissed").lines == ["error: the rent alert is on screen; send rentAlertButtonTapped"])
    _ = await sandbox.end()
  }

  @Test func aStubbedClubOfTheWrongShapeIsRefusedWhenProgrammed() async {
    _ = await run("load club-profile")
    _ = await run("use clubService stub")
    let refused = await run(#"stub clubService.createClub returns {"name": "그룹명"}"#)
    #expect(refused.status == .rejected)
    #expect(refused.lines.first == #"error: clubService.createClub returns Club; got {"name": "그룹명"}"#)
    #expect(await run(#"stub clubService.createClub returns {"id": 7, "name": "a", "introduction": "b"}"#).status == .ok)
    _ = await sandbox.end()
  }

  @Test func explainTellsTheSeedsSecondWay() async {
    _ = await run("load club-profile")
    #expect(await run("explain").lines.contains { $0.hasPrefix("the modules also explain: alert-callbacks (club-profile)") })
    #expect(await run("explain alert-callbacks").lines.contains { $0.contains("case rentAttempt(rentService: RentServiceEnable)") })
    #expect(await run("explain dummy").lines.last == "offered here by clubService (dummy), rentService (dummy)")
  }

  /// Issue 17's done-when: "exactly once with the name I set", the short way, and `verify` and
  /// `expect` agreeing after `use` again.
  @Test func aMockChecksOneMemberOfTheArgumentAndEveryCountAgrees() async {
    for line in ["load club-profile", "use clubService mock"] { _ = await run(line) }
    #expect(await run(#"mock clubService.createClub 1 data.name="그룹명""#).lines
      == [#"clubService expects createClub(data.name: "그룹명") exactly 1 call"#])
    for line in [#"set name "그룹명""#, #"set introduction "소개""#, "send completeButtonTapped"] { _ = await run(line) }
    #expect(await run("verify").lines == ["ok: 1 expectation of clubService met"])
    #expect(await run("expect calls.clubService.createClub == 1").status == .ok)
    #expect(await run(#"expect calls.clubService.createClub.1.data.name == "그룹명""#).status == .ok)
    #expect(await run(#"expect calls.clubService.createClub.data.introduction == "소개""#).status == .ok)
    #expect(await run(#"expect calls.clubService.createClub.data == {"name": "그룹명"}"#).status == .failed,
      "== compares the whole value; ~= takes part of it")
    #expect(await run(#"expect calls.clubService.createClub.data ~= {"name": "그룹명"}"#).status == .ok)
    #expect(await run(#"expect calls.clubService.createClub.data ~= {"name": "그룹"}"#).status == .failed)
    #expect(await run("expect calls.clubService.createClub.data.nickname == 1").lines.first?.hasPrefix("error: call 1's data has no 'nickname'") == true)

    // Again with a new mock: every way of counting starts from the same place.
    _ = await run("use clubService mock")
    _ = await run(#"mock clubService.createClub 1 data={"introduction": "소개"}"#)
    _ = await run("send completeButtonTapped")
    #expect(await run("verify").lines == ["ok: 1 expectation of clubService met"])
    #expect(await run("expect calls.clubService.createClub == 1").status == .ok)
    _ = await run("use clubService mock")
    _ = await run("mock clubService.createClub 2 data=any")
    _ = await run("send completeButtonTapped")
    let unmet = await run("verify")
    #expect(unmet.status == .failed)
    #expect(unmet.lines.first == "FAIL: clubService.createClub expected exactly 2 calls with data: any, got 1")
    #expect(!unmet.lines.contains { $0.contains("closest") }, "only the count was wrong: no closest call")
    _ = await sandbox.end()
  }

  /// Mockingbird's `any(where:)`, typed: text predicates in `mock` and in `verify`.
  @Test func textPredicatesMatchWhatTheyName() async {
    for line in ["load club-profile", "use clubService mock"] { _ = await run(line) }
    #expect(await run(#"mock clubService.createClub 1 data.name=hasPrefix("그룹")"#).lines
      == [#"clubService expects createClub(data.name: hasPrefix("그룹")) exactly 1 call"#])
    for line in [#"set name "그룹 명""#, #"set introduction "소개""#, "send completeButtonTapped"] { _ = await run(line) }
    #expect(await run("verify").lines == ["ok: 1 expectation of clubService met"])
    for matcher in [#"contains("룹 ")"#, #"hasSuffix("명")"#, #"matches("그룹 [가-힣]+")"#, "contains(룹)"] {
      #expect(await run("verify clubService.createClub data.name=" + matcher).status == .ok, "\(matcher)")
    }
    #expect(await run(#"verify clubService.createClub data.name=matches("룹")"#).status == .failed, "matches takes the whole text")
    #expect(await run(#"verify clubService.createClub data.name="contains(룹)""#).status == .failed, "quoted, it is text to equal")
    #expect(await run(#"verify clubService.createClub data.name=matches("[")"#).lines == [#"error: matches("[") is not a regular expression"#])
    #expect(await run(#"expect calls.clubService.createClub.data.name ~= hasPrefix("그룹")"#).lines
      == [#"ok: calls.clubService.createClub.data.name ~= hasPrefix("그룹")"#])
    #expect(await run(#"expect clubProfileParam.name ~= matches("[가-힣]+")"#).status == .failed, "the space is not matched")
    #expect(await run(#"expect clubProfileParam.name ~= "hasPrefix(그룹)""#).status == .failed, "quoted, it is text")
    #expect(await run(#"mock clubService.createClub 1 data.name=contains("a""#).lines
      == [#"error: contains("a" is not closed — write contains("그룹")"#])
    _ = await sandbox.end()
  }

  @Test func theModulesTopicIsExplainedBeforeItIsLoaded() async {
    let lines = await run("explain alert-callbacks").lines
    #expect(lines.first == "club-profile (load club-profile to try it):")
    #expect(lines.dropFirst().first?.hasPrefix("alert-callbacks: seed 000's two ways") == true)
    _ = await run("load club-profile")
    #expect(await run("explain alert-callbacks").lines.first?.hasPrefix("alert-callbacks: ") == true, "loaded, it is the module's own")
    _ = await sandbox.end()
  }
}
