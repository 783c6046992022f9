import StuntKit

/// The service the view model holds. The seed injects it once, at `init(clubService:)`; the
/// sandbox lets `use clubService ...` swap it mid-session, so each call goes to whatever the
/// slot's active variant is at that moment.
struct SwappableClubService: ClubProfileServiceEnable {
  /// `createClub` as `calls`, `stub`, `mock` and `verify` name it; the doubles record and answer
  /// under this name.
  static let createClub = MethodDescriptor(
    "createClub", parameters: [ParameterDescriptor("data", .structured(typeName: "ClubProfileParam"))],
    returns: .structured(typeName: "Club"), throws: true,
    summary: "creates the club; `throws \"message\"` plays the server's error message",
    validate: { value in
      (try? value.decode(Club.self)) == nil
        ? #"returns a Club, e.g. {"id": 1, "name": "그룹명", "introduction": "그룹 소개"}"# : nil
    })

  static let slot = Slot<any ClubProfileServiceEnable>(
    "clubService",
    summary: "creates the club on the server (ClubProfileServiceEnable.createClub)",
    methods: [createClub],
    variants: [
      .real(summary: "URLSession POST /clubs over real HTTP (the embedded backend unless url= says)", takesURL: true) {
        context in ClubProfileService(baseURL: context.server)
      },
      Variant(.stub, summary: "answers a club made of the param, or what `stub clubService.createClub` says") {
        context in StubClubProfileService(answers: context.answers)
      },
      Variant(.spy, summary: "a stub that records each ClubProfileParam sent") { context in
        RecordingClubProfileService(recorder: context.recorder, answers: context.answers)
      },
      .mock(summary: "a spy whose calls are checked: times=N, or `mock <slot>.<method> ...`; unexpected calls fail at once") {
        context in RecordingClubProfileService(recorder: context.recorder, answers: context.answers)
      },
      Variant(.failing, summary: "every creation fails with an error of its own") { _ in FailingClubProfileService() },
      Variant(.dummy, summary: "fills the parameter; any call is reported") { _ in DummyClubProfileService() },
    ]
  )

  let dependency: LiveSlot<any ClubProfileServiceEnable>

  func createClub(data: ClubProfileParam) async -> ClubResponse {
    await dependency.current.createClub(data: data)
  }
}
