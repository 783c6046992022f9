import Foundation
import StuntKit

/// The `urlSession` slot: the session the game asks for its random number.
enum URLSessionSlot {
  static let urlParameter = ParameterDescriptor("url", .url)

  /// A data task's arguments as the call log and matched stubs read them.
  static func arguments(of url: URL) -> [CallLog.Argument] {
    [CallLog.Argument(urlParameter.name, .string(url.absoluteString))]
  }

  /// The one method the game calls; what it answers is the seed's `DummyData`.
  static let dataTask = MethodDescriptor(
    "dataTask", parameters: [urlParameter], returns: .structured(typeName: "DummyData"), throws: true,
    summary: #"what the data task completes with: data="[3]" status=200, or throws "offline""#,
    validate: DummyData.problem(with:))

  static let real = Variant<any URLSessionProtocol>.real(
    summary: "URLSession.shared over real HTTP, asking the embedded backend's random numbers (unless url= says)",
    takesURL: true
  ) { context in RoutedURLSession(server: context.server) }

  static let stub = Variant<any URLSessionProtocol>(
    .stub, summary: #"the seed's StubURLSession: answers the DummyData `stub` programs (default data="[3]" status=200)"#,
    options: [.strict]
  ) { context in ProgrammedURLSession(answers: context.answers) }

  static let slot = Slot<any URLSessionProtocol>(
    "urlSession",
    summary: "where the game asks for a random number (URLSessionProtocol.dataTask)",
    methods: [dataTask],
    exercisedBy: ["send reset"],
    variants: [
      real,
      stub,
      Variant(.spy, summary: "the real session, stubbed where `stub` says, recording the URL of each data task") {
        context in
        SpyURLSession(
          recorder: context.recorder, answering: ProgrammedURLSession(answers: context.answers, otherwise: context.client(of: real)))
      },
      Variant(GeneratedDouble.recordingStub, kind: .spy, summary: "answers as the stub does and records the URL of each data task") {
        context in SpyURLSession(recorder: context.recorder, answering: context.client(of: stub))
      },
      .mock(summary: "a spy whose calls are checked against expectations (times=N, or `mock urlSession.dataTask ...`)") {
        context in SpyURLSession(recorder: context.recorder, answering: context.client(of: stub))
      },
      Variant(.failing, summary: "every data task completes with an error") { _ in FailingURLSession() },
      Variant(.dummy, summary: "only fills the game's urlSession; a data task is reported and fails") { _ in
        DummyURLSession()
      },
    ]
  )
}
