import StuntKit

extension ExplainTopic {
  /// `explain handlers`: how the seed's mockolo mocks answer, and what a missing handler does here.
  static let handlers = ExplainTopic(
    "handlers",
    [
      "handlers: how the seed's mockolo mocks answer. Each method has a CallCount and a Handler;",
      "a method that returns nothing just counts, one that returns a value asks its handler, and",
      "without one mockolo's mock calls fatalError(\"... its handler must be set\"), ending the test run.",
      "Here `stub loggedInBuilder.build returns LoggedInRoutingMock` sets the handler (one router,",
      "returned by every build, as the seed's test does) or `returns LoggedInRouter` (a real one).",
      "A missing handler prints the seed's message as a FAIL and a stand-in mock is returned.",
    ],
    ko: [
      "handlers: 씨앗의 mockolo mock이 답하는 방법입니다. 메서드마다 CallCount와 Handler가 있어서,",
      "값을 돌려주지 않는 메서드는 세기만 하고, 값을 돌려주는 메서드는 handler에게 묻습니다.",
      #"handler가 없으면 mockolo의 mock은 fatalError("... its handler must be set")를 불러 테스트 실행을 끝냅니다."#,
      "여기서는 `stub loggedInBuilder.build returns LoggedInRoutingMock`이 handler를 정하거나(씨앗의 테스트처럼",
      "모든 build가 같은 라우터 하나를 돌려줌) `returns LoggedInRouter`(진짜 라우터)로 정합니다.",
      "handler가 없으면 씨앗의 메시지를 FAIL로 출력하고 대신할 mock을 돌려줍니다.",
    ])
}
