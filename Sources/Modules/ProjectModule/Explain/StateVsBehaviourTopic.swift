import StuntKit

extension ExplainTopic {
  /// `explain state-vs-behaviour`: the seed's point, and Fowler's trade-off, in the module's terms.
  static let stateVsBehaviour = ExplainTopic(
    "state-vs-behaviour",
    [
      "state-vs-behaviour: seed 004 tests DefaultProjectUseCase twice.",
      "State verification (ProjectUsecaseTestsWithStub): the real repositories stay, the managers below",
      "them are stubs, and the test checks the board the use case left. Every type down the chain needs",
      "a double: use persistentManager stub, use networkManager stub, use historyManager stub.",
      "Behaviour verification (ProjectUsecaseTestsWithMock): the repositories are mocks, and the test",
      "checks the calls the use case made: use projectRepository mock, then calls or verify. The chain is",
      "cut at the first seam; deps marks the managers below a mock unused.",
      "The trade-off (Fowler, \"Mocks Aren't Stubs\"): use projectUseCase batching, a refactoring that",
      "keeps the board the same but writes it with replace, breaks the mock test, not the stub test; use",
      "projectRepository forgetful, a repository whose update never sends the board, breaks the stub test",
      "and passes the mock test, which never runs the repository. Samples/project/ shows both.",
    ],
    ko: [
      "state-vs-behaviour: 씨앗 004는 DefaultProjectUseCase를 두 번 테스트합니다.",
      "상태 검증(ProjectUsecaseTestsWithStub): 진짜 저장소는 그대로 두고 그 아래 매니저를 stub으로 바꾼 뒤,",
      "유스케이스가 남긴 보드를 확인합니다. 사슬 아래의 모든 타입에 더블이 필요합니다:",
      "use persistentManager stub, use networkManager stub, use historyManager stub.",
      "행위 검증(ProjectUsecaseTestsWithMock): 저장소를 mock으로 바꾸고, 유스케이스가 한 호출을 확인합니다:",
      "use projectRepository mock, 그다음 calls 또는 verify. 사슬은 첫 이음매에서 끊기고,",
      "deps는 mock 아래의 매니저를 쓰이지 않는 것으로 표시합니다.",
      "득실(Fowler, \"Mocks Aren't Stubs\"): use projectUseCase batching은 보드는 같게 두고 replace로 쓰는",
      "리팩터링으로, mock 테스트는 깨지고 stub 테스트는 깨지지 않습니다. use projectRepository forgetful은",
      "update 후 보드를 보내지 않는 저장소로, stub 테스트는 깨지고 저장소를 실행하지 않는 mock 테스트는",
      "통과합니다. Samples/project/에 둘 다 있습니다.",
    ])
}
