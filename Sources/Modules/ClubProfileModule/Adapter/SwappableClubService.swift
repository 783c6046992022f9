import Foundation
import StuntKit

/// The service the view model holds. The seed injects it once, at `init(clubService:)`; the
/// sandbox lets `use clubService ...` swap it mid-session, so each call goes to whatever the
/// slot's active variant is at that moment.
struct SwappableClubService: ClubProfileServiceEnable {
  let slot: DependencySlot
  let calls: CallLog
  let backend: (any Backend)?

  enum Variant: String, CaseIterable {
    case real, stub, spy, mock, failing, dummy
  }

  static let descriptor = SlotDescriptor(
    name: "clubService",
    summary: "creates the club on the server (ClubProfileServiceEnable.createClub)",
    variants: [
      VariantDescriptor(
        "real", kind: .real, summary: "URLSession POST /clubs over real HTTP (the embedded backend unless url= says)",
        options: [OptionDescriptor("url", .url, summary: "base URL of another club server")]),
      VariantDescriptor(.stub, summary: "answers a club made of the param, or what `stub clubService.createClub` says"),
      VariantDescriptor(.spy, summary: "a stub that records each ClubProfileParam sent"),
      .mock(summary: "a spy whose calls are checked: times=N, or `mock <slot>.<method> ...`; unexpected calls fail at once"),
      VariantDescriptor(.failing, summary: "every creation fails with an error of its own"),
      VariantDescriptor(.dummy, summary: "fills the parameter; any call is reported"),
    ],
    defaultVariant: "real",
    methods: [
      MethodDescriptor(
        "createClub", parameters: [ParameterDescriptor("data", .structured(typeName: "ClubProfileParam"))],
        returns: .structured(typeName: "Club"), throws: true,
        summary: "creates the club; `throws \"message\"` plays the server's error message",
        validate: { value in
          (try? value.decode(Club.self)) == nil
            ? #"returns a Club, e.g. {"id": 1, "name": "그룹명", "introduction": "그룹 소개"}"# : nil
        })
    ]
  )

  func createClub(data: ClubProfileParam) async -> ClubResponse {
    await current.createClub(data: data)
  }

  private var current: any ClubProfileServiceEnable {
    switch slot.variant(as: Variant.self) ?? .real {
    case .real: ClubProfileService(baseURL: slot.server(backend))
    case .stub: StubClubProfileService(answers: slot.answers)
    case .spy, .mock: RecordingClubProfileService(slot: slot, calls: calls)
    case .failing: FailingClubProfileService()
    case .dummy: DummyClubProfileService()
    }
  }
}
